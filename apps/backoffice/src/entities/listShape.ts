import type { ListFilter } from '@backoffice/domain';

import type { FilterSlot, ListShape } from './listState';
import { slotKey } from './listState';
import type { EntityRecord, ListDefinition } from './types';

/** The filter slots of a list: its panel filters, then the fields the add-filter dialog offers. */
export function filterSlotsOf<T extends EntityRecord>(list: ListDefinition<T>): FilterSlot[] {
  const slots: FilterSlot[] = [];
  const seen = new Set<string>();
  for (const filter of [...(list.filters ?? []), ...(list.addableFilters ?? [])]) {
    const slot: FilterSlot = { field: filter.field, type: filter.type, operator: filter.operator };
    const key = slotKey(slot);
    if (seen.has(key)) continue;
    seen.add(key);
    slots.push(slot);
  }
  return slots;
}

/** What a list's URL may hold, from its definition. */
export function listShapeOf<T extends EntityRecord>(list: ListDefinition<T>): ListShape {
  return {
    sortable: list.columns.filter((column) => column.sortable).map((column) => column.field),
    defaultSort: list.defaultSort ?? null,
    filters: filterSlotsOf(list),
    quickFilters: (list.quickFilters ?? []).map((quick) => quick.id),
  };
}

/** The filters each quick filter applies, by id. */
export function quickFiltersOf<T extends EntityRecord>(
  list: ListDefinition<T>,
): Record<string, readonly ListFilter[]> {
  return Object.fromEntries((list.quickFilters ?? []).map((quick) => [quick.id, quick.filters]));
}
