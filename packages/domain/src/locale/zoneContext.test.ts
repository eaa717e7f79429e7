import { describe, expect, it } from 'vitest';

import { zoneContext } from './zoneContext.js';

describe('zoneContext', () => {
  it('is undefined for the local zone', () => {
    expect(zoneContext(undefined)).toBeUndefined();
  });

  it('gives a context that moves a date into the zone', () => {
    const context = zoneContext('Asia/Tokyo');
    expect(context?.in(new Date(Date.UTC(2024, 0, 1, 0))).getHours()).toBe(9);
  });

  it('throws a RangeError naming an unknown zone', () => {
    expect(() => zoneContext('Atlantis/Capital')).toThrow('Unknown time zone: Atlantis/Capital');
    // Unknown names are not kept: the second call throws too.
    expect(() => zoneContext('Atlantis/Capital')).toThrow('Unknown time zone: Atlantis/Capital');
  });

  it('makes one context per zone and gives it again', () => {
    expect(zoneContext('Europe/Budapest')).toBe(zoneContext('Europe/Budapest'));
    expect(zoneContext('Europe/Budapest')).not.toBe(zoneContext('Asia/Tokyo'));
  });
});
