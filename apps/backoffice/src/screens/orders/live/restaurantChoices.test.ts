import { describe, expect, it } from 'vitest';

import { restaurantChoices } from './restaurantChoices';

const managed = [
  { iri: '/api/v1/restaurants/2', id: 2 },
  { iri: '/api/v1/restaurants/3', id: 3 },
];

describe('restaurantChoices', () => {
  it.each([
    ['the platform’s name', [{ id: 2, name: 'Burger Barn' }], [], 'Burger Barn'],
    [
      'an order’s restaurant name',
      [],
      [{ restaurant: '/api/v1/restaurants/2', restaurantName: 'Burger B.' }],
      'Burger B.',
    ],
    [
      'an order with an embedded restaurant',
      [],
      [{ restaurant: { id: 2 }, restaurantName: 'Embedded' }],
      'Embedded',
    ],
    [
      'the id while nothing names it',
      [],
      [{ restaurant: '/api/v1/restaurants/22', restaurantName: 'Other' }],
      '2',
    ],
  ])('names a restaurant by %s', (_source, restaurants, orders, name) => {
    expect(restaurantChoices(managed, restaurants, orders)[0]).toEqual({ id: '2', name });
  });

  it('keeps the token’s order and does not change its inputs', () => {
    const restaurants = [
      { id: 3, name: 'Sushi Spot' },
      { id: 2, name: 'Burger Barn' },
    ];
    const copy = structuredClone(restaurants);
    expect(restaurantChoices(managed, restaurants, []).map((choice) => choice.name)).toEqual([
      'Burger Barn',
      'Sushi Spot',
    ]);
    expect(restaurants).toEqual(copy);
  });
});
