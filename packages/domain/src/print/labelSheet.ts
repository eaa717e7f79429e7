import type { LabelSheetGeometry, LabelSheetLayout } from './types.js';

/** The standard A4 label sheet: 3 × 8 labels of 70 × 37 mm. */
export const A4_LABEL_SHEET: LabelSheetLayout = Object.freeze({
  columns: 3,
  rows: 8,
  labelWidthMm: 70,
  labelHeightMm: 37,
  pageWidthMm: 210,
  pageHeightMm: 297,
});

/**
 * The geometry of a label sheet: labels per page and the margins that centre the grid of labels on the page.
 * Throws a RangeError when the layout has no labels or its labels do not fit on the page (a programmer's error
 * in the setting, never a user's input).
 * @example labelSheetGeometry(A4_LABEL_SHEET) // { ..., labelsPerPage: 24, marginTopMm: 0.5, marginLeftMm: 0 }
 */
export function labelSheetGeometry(layout: LabelSheetLayout = A4_LABEL_SHEET): LabelSheetGeometry {
  const { columns, rows, labelWidthMm, labelHeightMm, pageWidthMm, pageHeightMm } = layout;
  const whole = [columns, rows].every((value) => Number.isInteger(value) && value > 0);
  const sizes = [labelWidthMm, labelHeightMm, pageWidthMm, pageHeightMm].every(
    (value) => Number.isFinite(value) && value > 0,
  );
  if (!whole || !sizes) throw new RangeError('A label sheet needs at least one label of a positive size.');
  const spareWidth = pageWidthMm - columns * labelWidthMm;
  const spareHeight = pageHeightMm - rows * labelHeightMm;
  if (spareWidth < 0 || spareHeight < 0) throw new RangeError('The labels do not fit on the page.');
  const half = (value: number) => Math.round((value / 2) * 100) / 100;
  return {
    ...layout,
    labelsPerPage: columns * rows,
    marginTopMm: half(spareHeight),
    marginLeftMm: half(spareWidth),
  };
}

/**
 * Splits items into pages of `perPage` (the last page may be shorter); no items give no pages.
 * @example paginate([1, 2, 3, 4, 5], 2) // [[1, 2], [3, 4], [5]]
 */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError('A page holds at least one item.');
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}
