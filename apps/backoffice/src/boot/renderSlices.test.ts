// @vitest-environment node
import {
  unstable_forceFrameRate as forceFrameRate,
  unstable_NormalPriority as NormalPriority,
  unstable_scheduleCallback as scheduleCallback,
  unstable_shouldYield as shouldYield,
} from 'scheduler';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RENDER_SLICE_MS, setRenderSlices } from './renderSlices';

/**
 * Whether React's scheduler asks a task to yield after `elapsed` ms of work: the task starts at a fixed clock
 * reading, and the clock is moved by hand inside it (the scheduler reads `performance.now()` at each question).
 */
function asksToYieldAfter(elapsed: number[]): Promise<boolean[]> {
  const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
  return new Promise((resolve) => {
    scheduleCallback(NormalPriority, () => {
      const answers = elapsed.map((ms) => {
        now.mockReturnValue(1000 + ms);
        return shouldYield();
      });
      now.mockRestore();
      resolve(answers);
    });
  });
}

describe('setRenderSlices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forceFrameRate(0);
  });

  it('lets React render for 20 ms before it yields, where its scheduler yields after 5', async () => {
    expect(await asksToYieldAfter([4, 5])).toEqual([false, true]);

    setRenderSlices();

    expect(RENDER_SLICE_MS).toBe(20);
    expect(await asksToYieldAfter([5, 19, 20])).toEqual([false, false, true]);
  });

  it('sets the scheduler react-dom runs on, not a copy of its own', () => {
    // The app names `scheduler` at react-dom's version; after an upgrade of one without the other, npm would give the
    // app a copy of its own, and the slices set there would change nothing.
    const fromApp = createRequire(import.meta.url);
    const fromReactDom = createRequire(fromApp.resolve('react-dom/client'));
    expect(fromApp.resolve('scheduler')).toBe(fromReactDom.resolve('scheduler'));
  });
});
