import { describe, expect, it } from 'vitest';

import { createToastQueue, showToast, toastTimeout } from './Toast';

describe('toast durations', () => {
  it.each([
    ['info', 5000],
    ['success', 5000],
    ['warning', 5000],
    ['error', 10000],
  ] as const)('keeps a %s toast for %i ms', (tone, ms) => {
    expect(toastTimeout(tone)).toBe(ms);
  });

  it('queues an error toast with the 10 s timeout', () => {
    const queue = createToastQueue();
    showToast(queue, { tone: 'error', title: 'Server error' });
    expect(queue.visibleToasts[0]?.timeout).toBe(10000);
  });
});
