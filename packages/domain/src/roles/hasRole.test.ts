import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ROLE_LIST } from '../constants/index.js';
import type { Role } from '../types/session.js';
import { hasRole } from './hasRole.js';

describe('hasRole', () => {
  it.each<[string, readonly string[], Role | readonly Role[], boolean, boolean]>([
    // label, held, required, non-strict, strict
    ['a single held role', ['ROLE_ADMIN'], 'ROLE_ADMIN', true, true],
    ['a single missing role', ['ROLE_COMPANY'], 'ROLE_ADMIN', false, false],
    ['a list with one held', ['ROLE_COMPANY'], ['ROLE_ADMIN', 'ROLE_COMPANY'], true, false],
    [
      'a list with all held',
      ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'],
      ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'],
      true,
      true,
    ],
    ['a list with none held', ['ROLE_RESTAURANT'], ['ROLE_ADMIN', 'ROLE_COMPANY'], false, false],
    ['an empty list', [], [], true, true],
    ['an empty list with roles held', ['ROLE_ADMIN'], [], true, true],
    ['no roles held', [], ['ROLE_ADMIN'], false, false],
    ['an unknown held role', ['ROLE_SOMETHING_ELSE'], ['ROLE_ADMIN'], false, false],
  ])('%s', (_label, held, required, anyExpected, strictExpected) => {
    expect(hasRole(held, required)).toBe(anyExpected);
    expect(hasRole(held, required, { strict: false })).toBe(anyExpected);
    expect(hasRole(held, required, { strict: true })).toBe(strictExpected);
  });

  it('does not change its inputs', () => {
    const held = ['ROLE_COMPANY'];
    const required: Role[] = ['ROLE_ADMIN', 'ROLE_COMPANY'];
    hasRole(held, required, { strict: true });
    expect(held).toEqual(['ROLE_COMPANY']);
    expect(required).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY']);
  });

  it('strict match implies non-strict match', () => {
    const role = fc.constantFrom(...ROLE_LIST);
    fc.assert(
      fc.property(fc.array(role), fc.array(role), (held, required) => {
        if (hasRole(held, required, { strict: true })) {
          expect(hasRole(held, required)).toBe(true);
        }
      }),
    );
  });

  it('non-strict match of a non-empty list is the same as holding one of its roles', () => {
    const role = fc.constantFrom(...ROLE_LIST);
    fc.assert(
      fc.property(fc.array(role), fc.array(role, { minLength: 1 }), (held, required) => {
        expect(hasRole(held, required)).toBe(required.some((r) => hasRole(held, r)));
      }),
    );
  });
});
