import { describe, expect, it } from 'vitest';

import { toSeconds } from './toSeconds.js';

describe('toSeconds', () => {
  it.each<[string | null | undefined, number | null]>([
    ['00:00', 0],
    ['01:02:03', 3723],
    ['10:00', 36_000],
    ['10:00:00', 36_000],
    ['23:59:59', 86_399],
    ['24:00', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (time, expected) => {
    expect(toSeconds(time)).toBe(expected);
  });
});
