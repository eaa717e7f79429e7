import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { A4_LABEL_SHEET, labelSheetGeometry, paginate } from './labelSheet.js';

describe('labelSheetGeometry', () => {
  it('puts 3 × 8 labels of 70 × 37 mm on an A4 page, centred', () => {
    expect(labelSheetGeometry()).toEqual({
      ...A4_LABEL_SHEET,
      labelsPerPage: 24,
      marginTopMm: 0.5,
      marginLeftMm: 0,
    });
  });

  it('centres a smaller grid', () => {
    const geometry = labelSheetGeometry({
      ...A4_LABEL_SHEET,
      columns: 2,
      rows: 7,
      labelWidthMm: 99.1,
      labelHeightMm: 38.1,
    });
    expect(geometry.labelsPerPage).toBe(14);
    expect(geometry.marginLeftMm).toBe(5.9);
    expect(geometry.marginTopMm).toBe(15.15);
  });

  it.each([
    ['labels too wide', { columns: 4 }],
    ['labels too tall', { rows: 9 }],
    ['no columns', { columns: 0 }],
    ['a fraction of a row', { rows: 2.5 }],
    ['a label of no size', { labelWidthMm: 0 }],
    ['a page of no size', { pageHeightMm: Number.NaN }],
  ])('refuses a layout with %s', (_name, change) => {
    expect(() => labelSheetGeometry({ ...A4_LABEL_SHEET, ...change })).toThrow(RangeError);
  });
});

describe('paginate', () => {
  it('fills pages in order, the last one partly', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 24)).toEqual([]);
  });

  it('refuses a page of no items', () => {
    expect(() => paginate([1], 0)).toThrow(RangeError);
  });

  it('keeps every item once, in order, with no page over the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 30 }), (items, perPage) => {
        const pages = paginate(items, perPage);
        expect(pages.flat()).toEqual(items);
        expect(pages.every((page) => page.length > 0 && page.length <= perPage)).toBe(true);
        expect(pages.length).toBe(Math.ceil(items.length / perPage));
      }),
    );
  });
});
