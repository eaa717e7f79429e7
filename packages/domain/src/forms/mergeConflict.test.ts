import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isSameValue, mergeConflict } from './mergeConflict.js';

/** A deep copy (the values here are plain JSON). */
const copy = <V>(value: V): V => JSON.parse(JSON.stringify(value)) as V;

describe('mergeConflict', () => {
  const base = { name: 'Tacos', code: 'T1', rate: 5, billing: { city: 'Pécs', zip: '7621' }, tags: ['a'] };

  it('merges in a field changed only on the server', () => {
    const result = mergeConflict(base, base, { ...base, code: 'T2' });
    expect(result).toEqual({ merged: { ...base, code: 'T2' }, conflicts: [] });
  });

  it('keeps a field changed only by the user', () => {
    const result = mergeConflict(base, { ...base, name: 'Tacos!' }, base);
    expect(result).toEqual({ merged: { ...base, name: 'Tacos!' }, conflicts: [] });
  });

  it('does both at once, on different fields', () => {
    const result = mergeConflict(base, { ...base, name: 'Tacos!' }, { ...base, code: 'T2' });
    expect(result).toEqual({ merged: { ...base, name: 'Tacos!', code: 'T2' }, conflicts: [] });
  });

  it('lists a field changed on both sides to different values, keeping the user value', () => {
    const result = mergeConflict(base, { ...base, rate: 7 }, { ...base, rate: 6, code: 'T2' });
    expect(result.merged).toEqual({ ...base, rate: 7, code: 'T2' });
    expect(result.conflicts).toEqual([{ path: 'rate', base: 5, mine: 7, theirs: 6 }]);
  });

  it('is no conflict when both sides made the same change', () => {
    const result = mergeConflict(base, { ...base, rate: 6 }, { ...base, rate: 6 });
    expect(result).toEqual({ merged: { ...base, rate: 6 }, conflicts: [] });
  });

  it('compares nested objects by value and names nested fields with dotted paths', () => {
    const mine = { ...base, billing: { city: 'Győr', zip: '7621' } };
    const theirs = { ...base, billing: { city: 'Szeged', zip: '6720' } };
    const result = mergeConflict(base, mine, { ...theirs, tags: ['a'] });
    expect(result.merged.billing).toEqual({ city: 'Győr', zip: '6720' });
    expect(result.conflicts).toEqual([
      { path: 'billing.city', base: 'Pécs', mine: 'Győr', theirs: 'Szeged' },
    ]);
    // A copy with the same content is no change.
    expect(mergeConflict(base, copy(base), copy(base)).conflicts).toEqual([]);
  });

  it('compares a unit path whole', () => {
    const mine = { ...base, billing: { city: 'Győr', zip: '7621' } };
    const theirs = { ...base, billing: { city: 'Pécs', zip: '6720' } };
    const result = mergeConflict(base, mine, theirs, { units: ['billing'] });
    expect(result.merged.billing).toEqual(mine.billing);
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual(['billing']);
  });

  it('merges arrays of one length item by item, and takes a resized array whole', () => {
    const lines = { files: [{ title: 'a' }, { title: 'b' }] };
    const result = mergeConflict(
      lines,
      { files: [{ title: 'A' }, { title: 'b' }] },
      { files: [{ title: 'a' }, { title: 'B' }] },
    );
    expect(result).toEqual({ merged: { files: [{ title: 'A' }, { title: 'B' }] }, conflicts: [] });
    const resized = mergeConflict(lines, { files: [{ title: 'A' }] }, { files: [] });
    expect(resized.conflicts).toEqual([
      { path: 'files', base: lines.files, mine: [{ title: 'A' }], theirs: [] },
    ]);
  });

  it('merges a key only the server added, and a key only the user added', () => {
    const result = mergeConflict<Record<string, unknown>>(
      { a: 1 },
      { a: 1, mine: true },
      { a: 1, theirs: 2 },
    );
    expect(result).toEqual({ merged: { a: 1, mine: true, theirs: 2 }, conflicts: [] });
  });

  const value = fc.letrec((tie) => ({
    leaf: fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.integer({ min: -3, max: 3 }),
      fc.boolean(),
      fc.constant(null),
    ),
    node: fc.oneof(
      { depthSize: 'small' },
      tie('leaf'),
      fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), { maxKeys: 3 }),
      fc.array(tie('node'), { maxLength: 2 }),
    ),
  })).node;
  const record = fc.dictionary(fc.constantFrom('name', 'code', 'rate', 'billing'), value, { maxKeys: 4 });

  it('returns mine when the server changed nothing', () => {
    fc.assert(
      fc.property(record, record, (loaded, typed) => {
        const result = mergeConflict(loaded, typed, copy(loaded));
        expect(isSameValue(result.merged, typed)).toBe(true);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it('returns theirs when the user changed nothing', () => {
    fc.assert(
      fc.property(record, record, (loaded, server) => {
        const result = mergeConflict(loaded, copy(loaded), server);
        expect(isSameValue(result.merged, server)).toBe(true);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it('lists a conflict only where both sides changed, and keeps the user value there', () => {
    fc.assert(
      fc.property(record, record, record, (loaded, typed, server) => {
        const result = mergeConflict(loaded, typed, server);
        for (const conflict of result.conflicts) {
          expect(isSameValue(conflict.mine, conflict.base)).toBe(false);
          expect(isSameValue(conflict.theirs, conflict.base)).toBe(false);
          expect(isSameValue(conflict.mine, conflict.theirs)).toBe(false);
        }
        if (result.conflicts.length === 0 && isSameValue(typed, server)) {
          expect(isSameValue(result.merged, typed)).toBe(true);
        }
      }),
    );
  });
});

describe('isSameValue', () => {
  it.each<[unknown, unknown, boolean]>([
    [1, 1, true],
    [Number.NaN, Number.NaN, true],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: 1 }, { a: '1' }, false],
    [new Date(5), new Date(5), true],
    [null, undefined, false],
  ])('%j and %j: %s', (left, right, expected) => {
    expect(isSameValue(left, right)).toBe(expected);
  });
});
