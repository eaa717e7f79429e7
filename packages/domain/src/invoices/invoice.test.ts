import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { idOfIri, invoiceFileLocation, invoicePrefill, validateInvoice } from './invoice.js';

const valid = {
  type: 'company',
  company: '/api/v1/companies/1',
  restaurant: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  amount: 150_000,
  files: [
    { title: 'Food', value: 100_000 },
    { title: 'Delivery', value: 50_000 },
  ],
};

describe('validateInvoice', () => {
  it('accepts an invoice whose amount is the sum of its files', () => {
    expect(validateInvoice(valid)).toEqual({ valid: true, errors: {} });
  });

  it('refuses an unequal sum on the amount field', () => {
    expect(validateInvoice({ ...valid, amount: 140_000 })).toEqual({
      valid: false,
      errors: { amount: 'sum' },
    });
    expect(validateInvoice({ ...valid, amount: null }).errors).toEqual({ amount: 'required' });
  });

  it('compares in whole cents, so floating-point drift is no error', () => {
    expect(
      validateInvoice({
        ...valid,
        amount: 0.3,
        files: [
          { title: 'a', value: 0.1 },
          { title: 'b', value: 0.2 },
        ],
      }).valid,
    ).toBe(true);
  });

  it('accepts any amount that is the sum of the values, and refuses any other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 1000 }),
        (cents, off) => {
          const files = cents.map((value, index) => ({ title: `f${index}`, value: value / 100 }));
          const sum = cents.reduce((total, value) => total + value, 0) / 100;
          expect(validateInvoice({ ...valid, files, amount: sum }).valid).toBe(true);
          expect(validateInvoice({ ...valid, files, amount: sum + off / 100 }).errors).toEqual({
            amount: 'sum',
          });
        },
      ),
    );
  });

  it('needs the owner of the chosen type', () => {
    expect(validateInvoice({ ...valid, company: null }).errors).toEqual({ company: 'required' });
    expect(validateInvoice({ ...valid, type: 'restaurant' }).errors).toEqual({ restaurant: 'required' });
    expect(validateInvoice({ ...valid, type: 'restaurant', restaurant: '/api/v1/restaurants/2' }).valid).toBe(
      true,
    );
    expect(validateInvoice({ ...valid, type: null }).errors).toEqual({ type: 'required' });
  });

  it('needs a period whose end is not before its start', () => {
    expect(validateInvoice({ ...valid, periodStart: '' }).errors).toEqual({ periodStart: 'required' });
    expect(validateInvoice({ ...valid, periodEnd: '31.10.2026' }).errors).toEqual({ periodEnd: 'format' });
    expect(validateInvoice({ ...valid, periodEnd: '2026-09-30' }).errors).toEqual({ periodEnd: 'order' });
    expect(validateInvoice({ ...valid, periodEnd: '2026-10-01' }).valid).toBe(true);
  });

  it('needs a title on every file', () => {
    expect(
      validateInvoice({
        ...valid,
        files: [
          { title: ' ', value: 100_000 },
          { title: 'B', value: 50_000 },
        ],
      }).errors,
    ).toEqual({ 'files.0.title': 'required' });
  });
});

describe('invoicePrefill', () => {
  it('prefills a company or a restaurant from the item type and id', () => {
    expect(invoicePrefill('company', '3')).toEqual({
      type: 'company',
      company: '/api/v1/companies/3',
      restaurant: null,
      relationId: 3,
    });
    expect(invoicePrefill('restaurants', '/api/v1/restaurants/12')).toEqual({
      type: 'restaurant',
      company: null,
      restaurant: '/api/v1/restaurants/12',
      relationId: 12,
    });
  });

  it('prefills nothing for an unknown type or an empty id', () => {
    expect(invoicePrefill('order', '3')).toBeNull();
    expect(invoicePrefill('company', '')).toBeNull();
    expect(invoicePrefill(undefined, undefined)).toBeNull();
  });
});

describe('invoiceFileLocation and idOfIri', () => {
  it('finds where the files of an invoice live', () => {
    expect(invoiceFileLocation({ type: 'company', relationId: 1 })).toEqual({
      type: 'company',
      relation: '1',
    });
    expect(invoiceFileLocation({ restaurant: '/api/v1/restaurants/2' })).toEqual({
      type: 'restaurant',
      relation: '2',
    });
    expect(invoiceFileLocation({})).toBeNull();
  });

  it('reads the id at the end of an IRI', () => {
    expect(idOfIri('/api/v1/companies/7')).toBe('7');
    expect(idOfIri(5)).toBe('5');
    expect(idOfIri('  ')).toBeNull();
    expect(idOfIri(null)).toBeNull();
  });
});
