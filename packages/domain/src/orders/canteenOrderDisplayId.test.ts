import { describe, expect, it } from 'vitest';

import { canteenOrderDisplayId } from './canteenOrderDisplayId.js';

describe('canteenOrderDisplayId', () => {
  it.each<[string, string | number, string]>([
    ['Lunchbox ', 'cc-1234-2', 'Lunchbox 1234'],
    ['CC', 'cc-1234-2', 'CC1234'],
    ['CC', 'cc-12-34-2', 'CC12-34'],
    ['CC', 'cc-1234', 'CC1234'],
    ['CC', '1234', 'CC1234'],
    ['CC', 1234, 'CC1234'],
    ['', 'cc-1234-2', '1234'],
  ])('%j with %j gives %j', (product, orderId, expected) => {
    expect(canteenOrderDisplayId(product, orderId)).toBe(expected);
  });
});
