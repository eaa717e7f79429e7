/**
 * Where focus goes when the focused order leaves a list (approved, handled elsewhere, removed by a realtime
 * update): to the next order that was below it and is still listed, else to the nearest one above it that is
 * still listed, else nowhere (`null`: the caller focuses the list's heading). The live screen's rule that focus
 * is never lost to the page lives here.
 *
 * @example nextFocusedId(['a', 'b', 'c'], ['a', 'c'], 'b') // 'c'
 * @example nextFocusedId(['a', 'b', 'c'], ['a', 'b'], 'c') // 'b'
 * @example nextFocusedId(['a'], [], 'a') // null
 */
export function nextFocusedId(
  before: readonly string[],
  after: readonly string[],
  leftId: string,
): string | null {
  const still = new Set(after);
  if (still.has(leftId)) return leftId;
  const index = before.indexOf(leftId);
  if (index === -1) return after[0] ?? null;
  const below = before.slice(index + 1).find((id) => still.has(id));
  if (below !== undefined) return below;
  const above = before
    .slice(0, index)
    .reverse()
    .find((id) => still.has(id));
  return above ?? after[0] ?? null;
}
