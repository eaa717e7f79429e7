import { is, mask, number, object, string, StructError } from 'superstruct';
import { describe, expect, it } from 'vitest';

import { hydraCollection, toListResult } from './hydra.js';

const Item = object({ id: number(), name: string() });
const read = (value: unknown) => toListResult(mask(value, hydraCollection(Item)));

describe('hydra lists', () => {
  it('reads the prefixed keys into items and total', () => {
    expect(
      read({
        '@context': '/api/v1/contexts/Thing',
        '@type': 'hydra:Collection',
        'hydra:member': [{ id: 1, name: 'a', extra: 1 }],
        'hydra:totalItems': 31,
        'hydra:view': { '@id': '/api/v1/things?page=1' },
      }),
    ).toEqual({ items: [{ id: 1, name: 'a' }], total: 31 });
  });

  it('reads the unprefixed keys', () => {
    expect(read({ member: [{ id: 2, name: 'b' }], totalItems: 2 })).toEqual({
      items: [{ id: 2, name: 'b' }],
      total: 2,
    });
  });

  it('counts the items when the total is missing', () => {
    expect(read({ 'hydra:member': [{ id: 1, name: 'a' }] })).toEqual({
      items: [{ id: 1, name: 'a' }],
      total: 1,
    });
  });

  it('refuses an answer without a member list', () => {
    expect(() => read({ 'hydra:totalItems': 3 })).toThrow(StructError);
  });

  it('reads the other members when one has the wrong shape, and reports that one', () => {
    expect(
      read({
        'hydra:member': [
          { id: 1, name: 'a' },
          { id: 'x', name: 'b' },
          { id: 3, name: 'c' },
        ],
        'hydra:totalItems': 3,
      }),
    ).toEqual({
      items: [
        { id: 1, name: 'a' },
        { id: 3, name: 'c' },
      ],
      total: 3,
      unreadable: [{ index: 1, id: 'x', field: 'id', message: 'Expected a number, but received: "x"' }],
    });
  });

  it('reports a member whose check throws (superstruct cannot print it) as unreadable, and reads the others', () => {
    // superstruct prints a failing value into its message with a template literal, which throws for this one
    expect(
      read({
        'hydra:member': [
          { id: 1, name: 'a' },
          { id: { toString: '' }, name: 'b' },
        ],
      }),
    ).toEqual({
      items: [{ id: 1, name: 'a' }],
      total: 2,
      unreadable: [
        {
          index: 1,
          id: null,
          field: '',
          message: 'The value could not be checked: Cannot convert object to primitive value',
        },
      ],
    });
  });

  it('names a member without a readable id by its @id, or by null', () => {
    const result = read({
      member: [{ '@id': '/api/v1/things/42', name: 'a' }, 'not an object', { id: 5, name: 'e' }],
    });
    expect(result.items).toEqual([{ id: 5, name: 'e' }]);
    expect(result.total).toBe(3);
    expect(result.unreadable).toEqual([
      { index: 0, id: '42', field: 'id', message: 'Expected a number, but received: undefined' },
      { index: 1, id: null, field: '', message: expect.stringContaining('Expected an object') as string },
    ]);
  });

  it('still fails a whole answer whose member list is not a list', () => {
    expect(() => read({ 'hydra:member': 'nope' })).toThrow(StructError);
  });

  it('checks every member when read without coercion', () => {
    const struct = hydraCollection(Item);
    expect(is({ member: [{ id: 1, name: 'a' }] }, struct)).toBe(true);
    expect(is({ member: [{ id: 1, name: 'a' }, { id: 'x' }] }, struct)).toBe(false);
  });

  it('reads a page where every member is bad as an empty page with every one reported', () => {
    const result = read({ 'hydra:member': [{ id: 'a' }, { id: 'b' }], 'hydra:totalItems': 2 });
    expect(result.items).toEqual([]);
    expect(result.unreadable?.map((u) => u.id)).toEqual(['a', 'b']);
  });
});
