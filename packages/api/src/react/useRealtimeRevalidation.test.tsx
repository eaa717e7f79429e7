// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createMemoryRealtime } from '../realtime/createMemoryRealtime.js';
import { useRealtimeRevalidation } from './useRealtimeRevalidation.js';

type Channels = ReadonlyArray<{ name: string; events: readonly string[] }>;

describe('useRealtimeRevalidation', () => {
  it('keeps its subscriptions when the caller passes a new list of the same channels', () => {
    const realtime = createMemoryRealtime();
    const bind = vi.spyOn(realtime, 'bind');
    const { rerender } = renderHook(
      ({ channels }: { channels: Channels }) => useRealtimeRevalidation(realtime, channels, 'orders'),
      { initialProps: { channels: [{ name: 'orders', events: ['create-order', 'update-order'] }] } },
    );
    expect(bind).toHaveBeenCalledTimes(2);
    rerender({ channels: [{ name: 'orders', events: ['create-order', 'update-order'] }] });
    expect(bind).toHaveBeenCalledTimes(2);
    rerender({ channels: [{ name: 'orders', events: ['create-order'] }] });
    expect(bind).toHaveBeenCalledTimes(3);
    expect(bind).toHaveBeenLastCalledWith('orders', 'create-order', expect.any(Function));
  });
});
