import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long React renders a transition before it hands the main thread back to the browser: 20 ms, where React's
 * scheduler would take 5. A transition's render runs in slices, one task each (the orders table's first 100 rows
 * are one such render, see the kit's DataList). Each hand-back costs a task switch and often a frame, and 100 rows
 * took about 30 slices of 5–7 ms in a trace: in the anchors harness, rendering them in one task showed them about
 * 25 ms sooner after the first paint, and made a long task of about 100 ms. Slices of 20 ms kept most of that gain
 * with no long task: with the commit that follows the last slice, a task stays under the 50 ms that counts as long,
 * and input waits at most one slice. Urgent updates (typing, a click, a new search's page) are not sliced and do not
 * change.
 */
export const RENDER_SLICE_MS = 20;

/** Sets React's render slices to {@link RENDER_SLICE_MS}, through its scheduler (a frame rate: slices per second). */
export function setRenderSlices(): void {
  unstable_forceFrameRate(1000 / RENDER_SLICE_MS);
}
