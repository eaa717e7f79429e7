import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromLocalMeters } from './fromLocalMeters.js';
import { toLocalMeters } from './toLocalMeters.js';

const budapest = { lat: 47.4979, lng: 19.0402 };

describe('toLocalMeters and fromLocalMeters', () => {
  it('measures a thousandth of a degree of latitude as about 111 m north', () => {
    const local = toLocalMeters(budapest, { lat: budapest.lat + 0.001, lng: budapest.lng });
    expect(local.x).toBeCloseTo(0, 6);
    expect(local.y).toBeCloseTo(111.32, 6);
  });

  it('shortens a degree of longitude away from the equator', () => {
    const local = toLocalMeters(budapest, { lat: budapest.lat, lng: budapest.lng + 0.001 });
    expect(local.x).toBeGreaterThan(74);
    expect(local.x).toBeLessThan(76);
  });

  it('puts the centre at the origin', () => {
    expect(toLocalMeters(budapest, budapest)).toEqual({ x: 0, y: 0 });
    expect(fromLocalMeters(budapest, { x: 0, y: 0 })).toEqual(budapest);
  });

  it('round-trips any point within 20 km to the centimetre', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -20_000, max: 20_000, noNaN: true }),
        fc.double({ min: -20_000, max: 20_000, noNaN: true }),
        (x, y) => {
          const back = toLocalMeters(budapest, fromLocalMeters(budapest, { x, y }));
          expect(Math.abs(back.x - x)).toBeLessThan(0.02);
          expect(Math.abs(back.y - y)).toBeLessThan(0.02);
        },
      ),
    );
  });
});
