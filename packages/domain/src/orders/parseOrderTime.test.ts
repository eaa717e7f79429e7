import { describe, expect, it } from 'vitest';

import { parseOrderTime } from './parseOrderTime.js';

describe('parseOrderTime', () => {
  it.each([
    ['2024-05-01T12:00:00Z', new Date(Date.UTC(2024, 4, 1, 12))],
    ['2024-05-01T14:00:00+02:00', new Date(Date.UTC(2024, 4, 1, 12))],
    ['2024-05-01T12:00:00.250Z', new Date(Date.UTC(2024, 4, 1, 12, 0, 0, 250))],
    ['2024-05-01 12:30:00', new Date(2024, 4, 1, 12, 30, 0)],
  ])('reads %j', (value, expected) => {
    expect(parseOrderTime(value)).toEqual(expected);
  });

  it.each([[null], [undefined], [''], ['   '], ['soon'], ['2024-13-45T99:00:00Z']])(
    'gives null for %j',
    (value) => {
      expect(parseOrderTime(value)).toBeNull();
    },
  );
});
