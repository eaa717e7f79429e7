import { describe, expect, it } from 'vitest';

import type { PersonName } from '../types/order.js';
import { formatPersonName } from './formatPersonName.js';
import type { Locale } from './types.js';

describe('formatPersonName', () => {
  it.each<[PersonName | null | undefined, Locale, string]>([
    [{ firstName: 'Anna', lastName: 'Kovács' }, 'hu', 'Kovács Anna'],
    [{ firstName: 'Anna', lastName: 'Kovács' }, 'en', 'Anna Kovács'],
    [{ firstName: '  Anna ', lastName: ' Kovács  ' }, 'hu', 'Kovács Anna'],
    [{ firstName: 'Anna', lastName: null }, 'hu', 'Anna'],
    [{ firstName: 'Anna' }, 'en', 'Anna'],
    [{ lastName: 'Smith' }, 'en', 'Smith'],
    [{ firstName: '   ', lastName: 'Smith' }, 'hu', 'Smith'],
    [{ firstName: null, lastName: null }, 'en', ''],
    [{}, 'hu', ''],
    [null, 'en', ''],
    [undefined, 'hu', ''],
  ])('%j in %s → %j', (person, locale, expected) => {
    expect(formatPersonName(person, locale)).toBe(expected);
  });

  it('does not change the person', () => {
    const person = { firstName: ' Anna ', lastName: 'Kovács' };
    formatPersonName(person, 'hu');
    expect(person).toEqual({ firstName: ' Anna ', lastName: 'Kovács' });
  });
});
