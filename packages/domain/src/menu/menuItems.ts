import { currencyDecimals } from '../money/currencyDecimals.js';
import { roundMoney } from '../money/roundMoney.js';

/** What a menu item (category, meal, option group, option) shows: on, off, or off until the end of today. */
export type MenuItemState = 'active' | 'inactive' | 'inactiveToday';

/** The fields of a menu item that decide its state. */
export interface MenuItemStatus {
  isActive?: boolean | null;
  /** End of the day it was inactivated for (ISO date-time), or null. */
  inactiveUntil?: string | null;
}

/**
 * The state of a menu item at `now`: `inactive` when switched off, `inactiveToday` while an inactivation for
 * today has not run out, otherwise `active` (a missing isActive counts as active, as the platform defaults it).
 * @example menuItemState({ isActive: true, inactiveUntil: '2025-01-15T23:59:59Z' }, new Date('2025-01-15T10:00Z')) // 'inactiveToday'
 */
export function menuItemState(item: MenuItemStatus, now: Date): MenuItemState {
  if (item.isActive === false) return 'inactive';
  const until = item.inactiveUntil ? Date.parse(item.inactiveUntil) : Number.NaN;
  return Number.isFinite(until) && until > now.getTime() ? 'inactiveToday' : 'active';
}

/** A menu item state change the editor offers. */
export type MenuItemAction = 'activate' | 'deactivate' | 'inactivateForToday';

/**
 * The state changes that apply to an item in a state: an active item can be deactivated or inactivated for
 * today; an inactive one activated; one inactive for today activated or deactivated.
 */
export function menuItemActions(state: MenuItemState): MenuItemAction[] {
  switch (state) {
    case 'active':
      return ['inactivateForToday', 'deactivate'];
    case 'inactive':
      return ['activate'];
    case 'inactiveToday':
      return ['activate', 'deactivate'];
  }
}

/** A single item's move, as PUT {base}/{id}/move-to-position takes it (positions count from 1). */
export interface MenuMove {
  id: string;
  position: number;
}

/**
 * The one move that turns `before` into `after` (a drag, a keyboard drag or a move button moves one item), as
 * the item and its new 1-based position; null when the orders are equal or differ by more than one move.
 * @example movedItem(['a', 'b', 'c'], ['c', 'a', 'b']) // { id: 'c', position: 1 }
 */
export function movedItem(before: readonly string[], after: readonly string[]): MenuMove | null {
  if (before.length !== after.length) return null;
  let first = 0;
  while (first < before.length && before[first] === after[first]) first += 1;
  if (first === before.length) return null;
  let last = before.length - 1;
  while (before[last] === after[last]) last -= 1;
  const moved =
    after[first] === before[last]
      ? { id: before[last] as string, position: first + 1 }
      : { id: before[first] as string, position: last + 1 };
  return sameOrder(moveTo(before, moved.id, moved.position), after) ? moved : null;
}

/**
 * The order after moving `id` to the 1-based `position` (clamped to the list), as the platform applies
 * move-to-position among the item's siblings.
 * @example moveTo(['a', 'b', 'c'], 'a', 3) // ['b', 'c', 'a']
 */
export function moveTo(ids: readonly string[], id: string, position: number): string[] {
  if (!ids.includes(id)) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(Math.trunc(position) - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Items in their menu order: by position, then by id, those without a position last. */
export function byMenuPosition<T extends { id: string | number; position?: number | null }>(
  items: readonly T[],
): T[] {
  const key = (item: T) => (typeof item.position === 'number' ? item.position : Number.POSITIVE_INFINITY);
  return [...items].sort((a, b) => key(a) - key(b) || String(a.id).localeCompare(String(b.id)));
}

/**
 * The id a reference names: an IRI's last segment (`/api/v1/meal-categories/3` → '3'), a bare id as text, or
 * an embedded object's id; null for none.
 */
export function refId(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value === '' ? null : (value.split('/').pop() ?? value);
  if (typeof value === 'object' && value !== null && 'id' in value)
    return refId((value as { id: unknown }).id);
  return null;
}

/**
 * Children grouped under their parents in menu order (meals under categories, options under groups). Children
 * whose parent is missing are returned apart as `orphans`, so nothing on the menu is hidden.
 */
export function groupMenu<
  P extends { id: string | number; position?: number | null },
  C extends { id: string | number; position?: number | null },
>(
  parents: readonly P[],
  children: readonly C[],
  parentOf: (child: C) => unknown,
): { groups: Array<{ parent: P; children: C[] }>; orphans: C[] } {
  const byParent = new Map<string, C[]>();
  for (const child of byMenuPosition(children)) {
    const key = refId(parentOf(child)) ?? '';
    byParent.set(key, [...(byParent.get(key) ?? []), child]);
  }
  const groups = byMenuPosition(parents).map((parent) => {
    const key = String(parent.id);
    const own = byParent.get(key) ?? [];
    byParent.delete(key);
    return { parent, children: own };
  });
  return { groups, orphans: byMenuPosition([...byParent.values()].flat()) };
}

/** The number settings of a price input in a currency: HUF whole numbers, others 2 decimals. */
export function menuPriceStep(currency: string | null | undefined): { decimals: number; step: number } {
  const decimals = currencyDecimals(currency);
  return { decimals, step: 1 / 10 ** decimals };
}

/** A price rounded to its currency's decimals; null (no price) stays null. */
export function toMenuPrice(
  value: number | null | undefined,
  currency: string | null | undefined,
): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return roundMoney(value, currencyDecimals(currency));
}
