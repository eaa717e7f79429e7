import { i18nObject } from 'typesafe-i18n';
import { describe, expect, it } from 'vitest';

import { withStableReads } from './stableReads';

const dictionary = {
  table: { title: 'Orders of {name}', statuses: { new: 'New', approved: 'Approved' } },
  greeting: 'Hello',
};
const raw = () => i18nObject('en', dictionary);

describe('withStableReads', () => {
  it('answers the same part and the same text on every read, where the plain object builds new ones', () => {
    const LL = withStableReads(raw());
    const plain = raw();
    expect(plain.table).not.toBe(plain.table);

    expect(LL.table).toBe(LL.table);
    expect(LL.table.statuses).toBe(LL.table.statuses);
    expect(LL.greeting).toBe(LL.greeting);
  });

  it('translates as the plain object does, arguments included', () => {
    const LL = withStableReads(raw());
    expect(LL.greeting()).toBe('Hello');
    expect(LL.table.title({ name: 'Acme' })).toBe('Orders of Acme');
    expect(LL.table.statuses.approved()).toBe('Approved');
  });

  it('lists and iterates a part as the plain object does', () => {
    const LL = withStableReads(raw());
    expect(Object.keys(LL.table.statuses)).toEqual(Object.keys(raw().table.statuses));
    expect([...(LL.table.statuses as unknown as Iterable<() => string>)].map((text) => text())).toEqual([
      'New',
      'Approved',
    ]);
  });
});
