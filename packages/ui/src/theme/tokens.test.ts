import { LIMITS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { breakpoints, darkTokens, lightTokens, media } from './tokens';

describe('tokens', () => {
  it('switches to the desktop layout at the spec breakpoint, mobile below it', () => {
    expect(breakpoints.desktop).toBe(LIMITS.mobileBreakpointPx);
    expect(media.desktop).toBe('screen and (min-width: 992px)');
    expect(media.mobile).toBe('screen and (max-width: 991.98px)');
  });

  it('caps modals at the spec maximum width', () => {
    expect(lightTokens.size.modal.max).toBe(`${LIMITS.modalMaxWidthPx}px`);
  });

  it('changes only colours between the light and the dark theme', () => {
    const { color: _light, ...lightRest } = lightTokens;
    const { color: _dark, ...darkRest } = darkTokens;
    expect(darkRest).toEqual(lightRest);
  });
});
