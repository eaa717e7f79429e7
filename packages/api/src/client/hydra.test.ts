import { mask, number, object, string, StructError } from 'superstruct';
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

  it('names the member that has the wrong shape', () => {
    try {
      read({
        'hydra:member': [
          { id: 1, name: 'a' },
          { id: 'x', name: 'b' },
        ],
        'hydra:totalItems': 2,
      });
      expect.unreachable();
    } catch (error) {
      expect((error as StructError).path).toEqual(['hydra:member', 1, 'id']);
    }
  });
});
