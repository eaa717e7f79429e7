import { describe, expect, it } from 'vitest';

import { toVisibleActionCount } from './toVisibleActionCount';

const measure = { actionWidths: [100, 100, 100], gap: 10, moreWidth: 36 };

describe('toVisibleActionCount', () => {
  it.each([
    ['every button fits exactly', 320, 3],
    ['every button fits with room to spare', 500, 3],
    ['one pixel short: the trigger takes a button’s place', 319, 2],
    ['two buttons and the trigger fit exactly', 256, 2],
    ['one button and the trigger', 255, 1],
    ['only the trigger', 145, 0],
    ['not even the trigger', 0, 0],
  ])('%s (%i px)', (_case, available, expected) => {
    expect(toVisibleActionCount({ ...measure, available })).toBe(expected);
  });

  it.each([
    ['room for all, at most one', 999, 1, 1],
    ['room for all, at most none', 999, 0, 0],
    ['at most two, room for one beside the trigger', 255, 2, 1],
    ['a maximum above the count changes nothing', 320, 5, 3],
  ])('%s (%i px, max %i)', (_case, available, max, expected) => {
    expect(toVisibleActionCount({ ...measure, available, max })).toBe(expected);
  });

  it('keeps no actions as zero', () => {
    expect(toVisibleActionCount({ ...measure, actionWidths: [], available: 0 })).toBe(0);
  });

  it('does not change the widths it is given', () => {
    const actionWidths = [100, 100, 100];
    toVisibleActionCount({ ...measure, actionWidths, available: 150 });
    expect(actionWidths).toEqual([100, 100, 100]);
  });
});
