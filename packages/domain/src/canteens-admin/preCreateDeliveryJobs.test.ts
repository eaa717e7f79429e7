import { describe, expect, it } from 'vitest';

import { preCreateDeliveryMethods, validatePreCreateDeliveryJobs } from './preCreateDeliveryJobs.js';

describe('validatePreCreateDeliveryJobs', () => {
  it('accepts every offered delivery method', () => {
    for (const deliveryMethod of preCreateDeliveryMethods)
      expect(validatePreCreateDeliveryJobs({ deliveryMethod }).valid).toBe(true);
  });

  it('needs a method, and one of those offered', () => {
    expect(validatePreCreateDeliveryJobs({}).errors).toEqual({ deliveryMethod: 'required' });
    expect(validatePreCreateDeliveryJobs({ deliveryMethod: '' }).errors).toEqual({
      deliveryMethod: 'required',
    });
    expect(validatePreCreateDeliveryJobs({ deliveryMethod: 'teleport' }).errors).toEqual({
      deliveryMethod: 'invalid',
    });
  });
});
