import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task in the browser’s idle callback, with the timeout as its latest moment', () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = vi.fn((callback: () => void, options?: { timeout?: number }) => {
      callbacks.push(callback);
      return options?.timeout ?? 0;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 1000);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback.mock.calls[0]?.[1]?.timeout).toBe(1000);
    callbacks.forEach((callback) => callback());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(vi.fn())();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits the timeout where the browser has no idle callback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 500);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 500)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
