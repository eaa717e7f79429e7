/** The exclusive choice of a multi-select ("none of the above"). */
const NONE_ABOVE = 'non_above';

/**
 * Toggles one value of a multi-select. 'non_above' ("none of the above") is exclusive: choosing it clears the
 * others, and choosing another value removes it. A value already selected is removed. The result never holds
 * 'non_above' together with another value, whatever the input held, and keeps the input's order otherwise.
 *
 * @param selected - the current selection (not changed)
 * @param value - the value the user clicked
 * @example
 * toggleMultiSelect(['vegan', 'halal'], 'non_above') // ['non_above']
 * toggleMultiSelect(['non_above'], 'vegan') // ['vegan']
 */
export function toggleMultiSelect<T extends string>(selected: readonly T[], value: T): T[] {
  if (selected.includes(value)) {
    const rest = selected.filter((item) => item !== value);
    return rest.length > 1 ? rest.filter((item) => item !== NONE_ABOVE) : rest;
  }
  if (value === NONE_ABOVE) return [value];
  return [...selected.filter((item) => item !== NONE_ABOVE), value];
}
