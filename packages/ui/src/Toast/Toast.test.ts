import { describe, expect, it } from 'vitest';

import { createToastQueue, maxVisibleToasts, showToast, toastTimeout } from './Toast';

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

describe('the toast stack', () => {
  it('shows the same message once, however often it is reported', () => {
    const queue = createToastQueue();
    showToast(queue, { tone: 'warning', title: 'Attention', description: 'Already approved' });
    showToast(queue, { tone: 'warning', title: 'Attention', description: 'Already approved' });
    showToast(queue, { tone: 'warning', title: 'Attention', description: 'Another order' });
    expect(queue.visibleToasts.map((toast) => toast.content.description)).toEqual([
      'Another order',
      'Already approved',
    ]);
  });

  it(`shows at most ${maxVisibleToasts} toasts at once and the rest after them`, () => {
    const queue = createToastQueue();
    for (const title of ['one', 'two', 'three', 'four']) showToast(queue, { tone: 'info', title });
    expect(queue.visibleToasts).toHaveLength(maxVisibleToasts);
    const [newest] = queue.visibleToasts;
    if (newest) queue.close(newest.key);
    expect(queue.visibleToasts).toHaveLength(maxVisibleToasts);
  });
});
