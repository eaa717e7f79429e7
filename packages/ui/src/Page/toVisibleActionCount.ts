/** What {@link toVisibleActionCount} measures: widths in CSS pixels, as the browser lays them out. */
export interface ActionRowMeasure {
  /** The width the secondary actions may take. */
  available: number;
  /** Each action button's width, in order. */
  actionWidths: readonly number[];
  /** The space between two buttons. */
  gap: number;
  /** The width of the "More actions" trigger. */
  moreWidth: number;
  /** At most this many may show, however much room there is; fewer than all means the trigger shows. */
  max?: number;
}

/**
 * How many secondary actions fit as buttons, counted from the first; the rest fold into the "More actions"
 * menu, whose trigger then takes room too. All of them fit when their buttons do without a trigger.
 *
 * @example toVisibleActionCount({ available: 250, actionWidths: [100, 100, 100], gap: 10, moreWidth: 36 }) // 1
 * @example toVisibleActionCount({ available: 999, actionWidths: [100, 100, 100], gap: 10, moreWidth: 36, max: 1 }) // 1
 */
export function toVisibleActionCount({
  available,
  actionWidths,
  gap,
  moreWidth,
  max = actionWidths.length,
}: ActionRowMeasure): number {
  const all =
    actionWidths.reduce((sum, width) => sum + width, 0) + gap * Math.max(actionWidths.length - 1, 0);
  if (max >= actionWidths.length && all <= available) return actionWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of actionWidths.slice(0, Math.max(max, 0))) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
