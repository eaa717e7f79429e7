import { describe, expect, it } from 'vitest';

import { validateCloudCanteen } from './validateCloudCanteen.js';

const restaurant = (id: number) => `/api/v1/restaurants/${id}`;

describe('validateCloudCanteen', () => {
  it('accepts ordered rules, a limit in 1 to 999 and an override up to 7 days before the delivery', () => {
    expect(
      validateCloudCanteen({
        deliveryTime: '12:00',
        relatedRestaurants: [
          {
            restaurant: restaurant(1),
            rules: [
              { cutoffTime: '2023-08-30 08:00:00', limit: 1 },
              { cutoffTime: '2023-08-30 10:00:00', limit: 999 },
            ],
            cutoffTimeOverride: '2023-08-23 09:00:00',
          },
          { restaurant: restaurant(2), rules: [], cutoffTimeOverride: null },
        ],
      }),
    ).toEqual({ valid: true, errors: {} });
  });

  it('refuses an out-of-order cutoff, a cutoff after the delivery and a bad limit on the rules field', () => {
    const result = validateCloudCanteen({
      deliveryTime: '12:00',
      relatedRestaurants: [
        {
          restaurant: restaurant(1),
          rules: [
            { cutoffTime: '2023-08-30 11:00:00', limit: 5 },
            { cutoffTime: '2023-08-30 10:00:00', limit: 5 },
          ],
        },
        {
          // The round's delivery is 12:00 after its first cutoff (10:00): a 13:00 cutoff comes after it.
          restaurant: restaurant(2),
          rules: [
            { cutoffTime: '2023-08-30 10:00:00', limit: 5 },
            { cutoffTime: '2023-08-30 13:00:00', limit: 5 },
          ],
        },
        { restaurant: restaurant(3), rules: [{ cutoffTime: '2023-08-30 09:00:00', limit: 1000 }] },
      ],
    });
    expect(result.errors).toEqual({
      'relatedRestaurants.0.rules': 'order',
      'relatedRestaurants.1.rules': 'order',
      'relatedRestaurants.2.rules': 'max',
    });
  });

  it('needs a restaurant, once, and an override 0 to 7 days before the delivery day', () => {
    const result = validateCloudCanteen({
      deliveryTime: '12:00',
      relatedRestaurants: [
        { restaurant: null, rules: [] },
        { restaurant: restaurant(1), rules: [], cutoffTimeOverride: '2023-08-31 09:00:00' },
        { restaurant: restaurant(1), rules: [], cutoffTimeOverride: '2023-08-22 09:00:00' },
        { restaurant: restaurant(2), rules: [], cutoffTimeOverride: '' },
      ],
    });
    expect(result.errors).toEqual({
      'relatedRestaurants.0.restaurant': 'required',
      'relatedRestaurants.1.cutoffTimeOverride': 'format',
      'relatedRestaurants.2.restaurant': 'duplicate',
      'relatedRestaurants.2.cutoffTimeOverride': 'format',
    });
  });

  it('accepts a canteen without related restaurants', () => {
    expect(validateCloudCanteen({})).toEqual({ valid: true, errors: {} });
  });
});
