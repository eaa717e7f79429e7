import { describe, expect, it } from 'vitest';

import { toFormErrors } from './toFormErrors';

describe('toFormErrors', () => {
  it('shows Invalid for every domain code and a configured message as written, on renamed paths', () => {
    expect(
      toFormErrors(
        { valid: false, errors: { 'rows.0.codes.default': 'required', 'rows.0.codes.project': 'Use P-123' } },
        'Invalid',
        (path) => path.replace(/^rows/, 'expenseCode'),
      ),
    ).toEqual({ 'expenseCode.0.codes.default': 'Invalid', 'expenseCode.0.codes.project': 'Use P-123' });
  });
});
