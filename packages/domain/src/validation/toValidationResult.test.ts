import { describe, expect, it } from 'vitest';

import { toValidationResult } from './toValidationResult.js';

describe('toValidationResult', () => {
  it('is valid exactly when no field has an error', () => {
    expect(toValidationResult({})).toEqual({ valid: true, errors: {} });
    expect(toValidationResult({ reason: 'required' })).toEqual({
      valid: false,
      errors: { reason: 'required' },
    });
  });
});
