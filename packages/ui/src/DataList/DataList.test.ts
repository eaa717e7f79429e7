import { LIMITS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { highlightDurationMs } from './DataList.css';

describe('the realtime highlight', () => {
  it('lasts as long as the spec says (LIMITS.realtimeHighlightMs)', () => {
    expect(highlightDurationMs).toBe(LIMITS.realtimeHighlightMs);
  });
});
