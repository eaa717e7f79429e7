import { describe, expect, it } from 'vitest';

import {
  MEAL_DEFAULTS,
  menuImportProblems,
  menuImportSummary,
  toMealOptionPayload,
  toMealPayload,
} from './menuForms.js';

describe('toMealPayload', () => {
  it('defaults the delivery unit and minimum quantity to 1', () => {
    expect(MEAL_DEFAULTS).toMatchObject({ deliveryUnit: 1, minimumQuantity: 1 });
    const payload = toMealPayload({ name: '  Goulash ', deliveryUnit: null, minimumQuantity: 0 }, 'HUF');
    expect(payload).toMatchObject({
      name: 'Goulash',
      deliveryUnit: 1,
      minimumQuantity: 1,
      price: null,
      discountPrice: null,
      supplierPrice: null,
      kcal: null,
      groupsOrder: [],
      isActive: true,
      description: null,
      category: null,
    });
  });

  it("rounds prices to the restaurant's currency and keeps the option groups' order without repeats", () => {
    const values = {
      name: 'Soup',
      price: 1990.4,
      discountPrice: 1490.5,
      supplierPrice: 1200.25,
      kcal: 320.6,
      deliveryUnit: 2,
      minimumQuantity: 3,
      groupsOrder: [
        '/api/v1/meal-option-groups/2',
        '/api/v1/meal-option-groups/1',
        '/api/v1/meal-option-groups/2',
      ],
    };
    expect(toMealPayload(values, 'HUF')).toMatchObject({
      price: 1990,
      discountPrice: 1491,
      supplierPrice: 1200,
      kcal: 321,
      deliveryUnit: 2,
      minimumQuantity: 3,
      groupsOrder: ['/api/v1/meal-option-groups/2', '/api/v1/meal-option-groups/1'],
    });
    expect(toMealPayload(values, 'EUR')).toMatchObject({
      price: 1990.4,
      discountPrice: 1490.5,
      supplierPrice: 1200.25,
    });
  });
});

describe('toMealOptionPayload', () => {
  it('rounds the prices and keeps the group', () => {
    expect(
      toMealOptionPayload(
        { name: 'Extra cheese ', price: 299.6, mealOptionGroup: '/api/v1/meal-option-groups/1' },
        'HUF',
      ),
    ).toEqual({
      name: 'Extra cheese',
      mealOptionGroup: '/api/v1/meal-option-groups/1',
      price: 300,
      discountPrice: null,
      supplierPrice: null,
      kcal: null,
      isActive: true,
    });
  });
});

describe('menuImportSummary', () => {
  it('reads the imported meals and the created categories', () => {
    expect(menuImportSummary({ success: true, imported: 3, createdCategories: ['Soups', 4] })).toEqual({
      meals: 3,
      categories: ['Soups'],
    });
    expect(menuImportSummary({ success: true })).toEqual({ meals: 0, categories: [] });
    expect(menuImportSummary(null)).toEqual({ meals: 0, categories: [] });
    expect(menuImportSummary({ imported: -2 })).toEqual({ meals: 0, categories: [] });
  });
});

describe('menuImportProblems', () => {
  it('reads the row and column of each refused value', () => {
    expect(
      menuImportProblems([
        { propertyPath: 'file.2.price', message: 'The price should be a number of at least 0.' },
        { propertyPath: 'file', message: 'The CSV needs the columns name and price.' },
      ]),
    ).toEqual([
      { row: 2, column: 'price', message: 'The price should be a number of at least 0.' },
      { row: null, column: null, message: 'The CSV needs the columns name and price.' },
    ]);
  });
});
