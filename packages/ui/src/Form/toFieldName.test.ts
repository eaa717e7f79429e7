import { describe, expect, it } from 'vitest';

import { toFieldName } from './toFieldName';
import { toSubmitErrors } from './toSubmitErrors';

describe('toFieldName', () => {
  it.each([
    ['email', ['name', 'email'], 'email'],
    ['address.city', ['address.city'], 'address.city'],
    ['meals[0].quantity', ['meals[0].quantity'], 'meals[0].quantity'],
    ['meals[0].quantity', ['meals.0.quantity'], 'meals.0.quantity'],
    ['meals.1.quantity', ['meals[0].quantity', 'meals[1].quantity'], 'meals[1].quantity'],
  ])('maps the server path %s onto the registered field', (path, fields, expected) => {
    expect(toFieldName(path, fields)).toBe(expected);
  });

  it.each([
    ['phone', ['email']],
    ['address', ['address.city']],
    ['meals[2].quantity', ['meals[0].quantity']],
    ['', ['email']],
  ])('finds no field for %s', (path, fields) => {
    expect(toFieldName(path, fields)).toBeUndefined();
  });
});

describe('toSubmitErrors', () => {
  it('nests matched violations in final-form shape and returns the others as unmatched', () => {
    const result = toSubmitErrors(
      [
        { propertyPath: 'email', message: 'This value is already used.' },
        { propertyPath: 'meals[0].quantity', message: 'Too many' },
        { propertyPath: 'address.city', message: 'Unknown city' },
        { propertyPath: 'vatNumber', message: 'Bad VAT number' },
      ],
      ['email', 'meals[0].quantity', 'address.city'],
    );
    expect(result.errors).toEqual({
      email: 'This value is already used.',
      meals: [{ quantity: 'Too many' }],
      address: { city: 'Unknown city' },
    });
    expect(result.unmatched).toEqual(['Bad VAT number']);
  });

  it('keeps the first message when a field has several violations', () => {
    const result = toSubmitErrors(
      [
        { propertyPath: 'email', message: 'First' },
        { propertyPath: 'email', message: 'Second' },
      ],
      ['email'],
    );
    expect(result.errors).toEqual({ email: 'First' });
  });
});
