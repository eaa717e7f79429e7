import { describe, expect, it } from 'vitest';

import { toSavedArea } from './toSavedArea.js';

describe('toSavedArea', () => {
  it('fixes the pre-order day-until at 30 and the price category at average', () => {
    const saved = toSavedArea({
      name: 'Centre',
      deliveryRadius: 2000,
      preOrderDayBefore: 2,
      ...({ preOrderDayUntil: 5, priceCategory: 'cheap' } as object),
    });
    expect(saved.preOrderDayUntil).toBe(30);
    expect(saved.priceCategory).toBe('average');
    expect(saved.preOrderDayBefore).toBe(2);
    expect(saved.deliveryRadius).toBe(2000);
    expect(saved.area).toBeNull();
  });

  it('keeps a polygon and drops the radius', () => {
    const saved = toSavedArea({
      name: 'North',
      deliveryRadius: 500,
      area: [
        { lat: 47.5, lng: 19.0 },
        { lat: 47.51, lng: 19.01 },
        { lat: 47.5, lng: 19.02 },
      ],
    });
    expect(saved.area).toHaveLength(3);
    expect(saved.deliveryRadius).toBeNull();
  });

  it('keeps the other fields and does not change the input', () => {
    const input = {
      name: 'South',
      deliveryPrice: 490,
      isActive: true,
      area: [{ lat: 1, lng: 2 }],
    };
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    const saved = toSavedArea(input);
    expect(input).toEqual(copy);
    expect(saved).toMatchObject({ name: 'South', deliveryPrice: 490, isActive: true });
    expect(saved.area).not.toBe(input.area);
  });
});
