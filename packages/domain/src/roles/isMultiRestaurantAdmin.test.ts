import { describe, expect, it } from 'vitest';

import type { ManagedEntity, TokenClaims } from '../types/session.js';
import { isMultiRestaurantAdmin } from './isMultiRestaurantAdmin.js';

const restaurants = (n: number): ManagedEntity[] =>
  Array.from({ length: n }, (_, i) => ({ iri: `/api/v1/restaurants/${i + 1}`, id: i + 1 }));

describe('isMultiRestaurantAdmin', () => {
  it.each<[string, Pick<TokenClaims, 'roles' | 'managed_restaurants'>, boolean]>([
    ['two restaurants', { roles: ['ROLE_RESTAURANT'], managed_restaurants: restaurants(2) }, true],
    ['five restaurants', { roles: ['ROLE_RESTAURANT'], managed_restaurants: restaurants(5) }, true],
    ['one restaurant', { roles: ['ROLE_RESTAURANT'], managed_restaurants: restaurants(1) }, false],
    ['no restaurants', { roles: ['ROLE_RESTAURANT'], managed_restaurants: [] }, false],
    ['no restaurant list', { roles: ['ROLE_RESTAURANT'] }, false],
    [
      'two restaurants but not a restaurant admin',
      { roles: ['ROLE_ADMIN'], managed_restaurants: restaurants(2) },
      false,
    ],
  ])('%s → %s', (_label, claims, expected) => {
    expect(isMultiRestaurantAdmin(claims)).toBe(expected);
  });
});
