import type { MealOptionLine } from '@backoffice/domain';

/** One option group of a meal line, with its chosen options in menu order. */
export interface MealOptionGroup {
  /** A stable key for the group. */
  key: string;
  /** The group's name, or null when the order does not carry it. */
  name: string | null;
  options: Array<{ key: string; name: string; quantity: number; price: number }>;
}

const nameOf = (value: MealOptionLine['mealoption'] | MealOptionLine['mealoptiongroup']): string | null =>
  typeof value === 'object' && value !== null && typeof value.name === 'string' && value.name.trim() !== ''
    ? value.name
    : null;

const idOf = (value: MealOptionLine['mealoptiongroup']): string | null => {
  if (typeof value === 'string') return value;
  if (value?.id != null) return String(value.id);
  return null;
};

const position = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;

/**
 * Groups the chosen options of a meal line by option group, groups ordered by `groupPosition` and options by
 * `mealOptionPosition` (both as the menu orders them; missing positions go last, keeping the order's own order).
 * An option's name is its `name`, else its meal option's name; options without either are left out, because
 * there is nothing to show for them. The input is not changed.
 * @example groupMealOptions([{ quantity: 1, name: 'Sour cream', groupPosition: 1, mealoptiongroup: { id: 3, name: 'Extras' } }])
 * // [{ key: '3', name: 'Extras', options: [{ key: '0', name: 'Sour cream', quantity: 1, price: 0 }] }]
 */
export function groupMealOptions(options: readonly MealOptionLine[] | null | undefined): MealOptionGroup[] {
  const groups = new Map<string, { group: MealOptionGroup; position: number; first: number }>();
  const named = (options ?? [])
    .map((option, index) => ({ option, index, name: option.name?.trim() || nameOf(option.mealoption) }))
    .filter((entry): entry is typeof entry & { name: string } => entry.name !== null && entry.name !== '')
    .sort(
      (a, b) =>
        position(a.option.mealOptionPosition) - position(b.option.mealOptionPosition) || a.index - b.index,
    );
  for (const { option, index, name } of named) {
    const groupName = nameOf(option.mealoptiongroup);
    const key = idOf(option.mealoptiongroup) ?? groupName ?? `position:${option.groupPosition ?? ''}`;
    const entry = groups.get(key) ?? {
      group: { key, name: groupName, options: [] },
      position: position(option.groupPosition),
      first: index,
    };
    entry.group.options.push({
      key: String(option.id ?? index),
      name,
      quantity: option.quantity,
      price: typeof option.price === 'number' && Number.isFinite(option.price) ? option.price : 0,
    });
    entry.first = Math.min(entry.first, index);
    groups.set(key, entry);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.first - b.first)
    .map((entry) => entry.group);
}
