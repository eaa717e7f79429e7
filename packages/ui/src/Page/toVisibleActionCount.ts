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
}

/**
 * How many secondary actions fit as buttons, counted from the first; the rest fold into the "More actions"
 * menu, whose trigger then takes room too. All of them fit when their buttons do without a trigger.
 *
 * @example toVisibleActionCount({ available: 250, actionWidths: [100, 100, 100], gap: 10, moreWidth: 36 }) // 1
 */
export function toVisibleActionCount({ available, actionWidths, gap, moreWidth }: ActionRowMeasure): number {
  const all =
    actionWidths.reduce((sum, width) => sum + width, 0) + gap * Math.max(actionWidths.length - 1, 0);
  if (all <= available) return actionWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of actionWidths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
