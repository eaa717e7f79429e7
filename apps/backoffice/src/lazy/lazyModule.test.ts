import { NetworkError, toErrorReaction } from '@backoffice/api';
import { describe, expect, it, vi } from 'vitest';

import { lazyModule } from './lazyModule';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Dialog.js');

describe('lazyModule', () => {
  it('loads the module once and keeps it', async () => {
    const loader = vi.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyModule('loadAnswer', loader);
    expect(lazy.current).toBeNull();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(await lazy.load()).toBe(first);
    expect(lazy.current).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('turns a failed chunk into the catalogue’s request error and tries again on the next load', async () => {
    const loader = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ answer: 42 });
    const lazy = lazyModule('loadAnswer', loader);
    const failure = await lazy.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ call: 'loadAnswer' });
    expect(toErrorReaction(failure, { phase: 'request' })).toMatchObject({ kind: 'request-error' });
    expect(lazy.current).toBeNull();
    expect(await lazy.load()).toEqual({ answer: 42 });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that does not arrive within the timeout', async () => {
    vi.useFakeTimers();
    try {
      const lazy = lazyModule('loadAnswer', () => new Promise<never>(() => undefined), 1000);
      const failure = lazy.load().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(lazy.current).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(await failure).toBeInstanceOf(NetworkError);
    } finally {
      vi.useRealTimers();
    }
  });
});
