import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';

import { firstDayOfWeek } from './firstDayOfWeek.js';
import type { Locale } from './types.js';

describe('firstDayOfWeek', () => {
  it.each<[Locale, number]>([
    ['hu', 1],
    ['en', 1],
  ])('%s starts the week on day %i (Monday)', (locale, expected) => {
    expect(firstDayOfWeek(locale)).toBe(expected);
  });

  it('plugs into date-fns startOfWeek', () => {
    // Sunday 7 January 2024 belongs to the week that started on Monday 1 January.
    const start = startOfWeek(new Date(2024, 0, 7, 12), { weekStartsOn: firstDayOfWeek('hu') });
    expect(start.getTime()).toBe(new Date(2024, 0, 1).getTime());
  });
});
