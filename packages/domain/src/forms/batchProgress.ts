/**
 * The progress of a batch action (e.g. batch delete) as a whole percentage from 0 to 100: done over selected,
 * rounded to the nearest integer and clamped. With nothing selected there is nothing left to do, so it is 100.
 * Negative or non-finite counts give 0.
 *
 * @param done - items processed so far
 * @param selected - items selected for the batch
 * @example
 * batchProgress(1, 3) // 33
 * batchProgress(0, 0) // 100
 */
export function batchProgress(done: number, selected: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(selected) || done < 0 || selected < 0) return 0;
  if (selected === 0) return 100;
  return Math.min(100, Math.round((done / selected) * 100));
}
