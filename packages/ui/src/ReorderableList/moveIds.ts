/**
 * The order after moving some ids before or after a target id (a drop of a reorderable list). The moved ids keep
 * their relative order; moving onto one of the moved ids, or an unknown target, changes nothing. Returns a new
 * array.
 * @example moveIds(['a', 'b', 'c', 'd'], ['d'], 'b', 'before') // ['a', 'd', 'b', 'c']
 */
export function moveIds(
  ids: readonly string[],
  moved: readonly string[],
  target: string,
  position: 'before' | 'after',
): string[] {
  const movedSet = new Set(moved);
  if (movedSet.has(target) || !ids.includes(target)) return [...ids];
  const kept = ids.filter((id) => !movedSet.has(id));
  const inOrder = ids.filter((id) => movedSet.has(id));
  const at = kept.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...kept.slice(0, at), ...inOrder, ...kept.slice(at)];
}
