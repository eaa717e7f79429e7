import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { validatePedalMeSend } from './validatePedalMeSend.js';

describe('validatePedalMeSend', () => {
  it('accepts one selected item and a pickup time', () => {
    expect(validatePedalMeSend({ deliveryJobs: [4], pickupTime: '2024-05-01 12:30' })).toEqual({
      valid: true,
      errors: {},
    });
  });

  it.each([
    [
      'nothing selected',
      { deliveryJobs: [], pickupTime: '2024-05-01T12:30:00Z' },
      { deliveryJobs: 'required' },
    ],
    ['no selection at all', { pickupTime: '2024-05-01T12:30:00Z' }, { deliveryJobs: 'required' }],
    ['no pickup time', { deliveryJobs: [1, 2], pickupTime: null }, { pickupTime: 'required' }],
    ['a blank pickup time', { deliveryJobs: [1], pickupTime: '   ' }, { pickupTime: 'required' }],
    ['an unreadable pickup time', { deliveryJobs: [1], pickupTime: 'soon' }, { pickupTime: 'format' }],
    ['neither', {}, { deliveryJobs: 'required', pickupTime: 'required' }],
  ])('refuses %s', (_label, draft, errors) => {
    expect(validatePedalMeSend(draft)).toEqual({ valid: false, errors });
  });

  it('is valid exactly when something is selected and a readable time is given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1 }), fc.string({ minLength: 1 })), { maxLength: 4 }),
        fc.option(fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })),
        (jobs, time) => {
          const result = validatePedalMeSend({ deliveryJobs: jobs, pickupTime: time?.toISOString() ?? null });
          expect(result.valid).toBe(jobs.length > 0 && time !== null);
        },
      ),
    );
  });
});
