import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { User, UserRoleEntry } from '../types/entities.js';
import {
  EXTRA_ROLES,
  toUserFormValues,
  toUserPayload,
  userRoleFlags,
  userRolesFromFlags,
} from './userRoles.js';

const company = '/api/v1/companies/1';
const restaurant = (id: number) => `/api/v1/restaurants/${id}`;
const user = (userRoles: UserRoleEntry[]): User => ({ id: 7, email: 'u@example.com', userRoles });

describe('userRoleFlags', () => {
  it('reads nothing from a user without roles', () => {
    expect(userRoleFlags({})).toEqual({
      adminOfCompany: null,
      adminOfRestaurant: [],
      isSuperAdmin: false,
      canCreateUsers: false,
      extraRoles: [],
    });
  });

  it('reads the administered company from the first company entry', () => {
    const flags = userRoleFlags(
      user([
        { role: 'ROLE_COMPANY', company },
        { role: 'ROLE_COMPANY', company: '/api/v1/companies/2' },
      ]),
    );
    expect(flags.adminOfCompany).toBe(company);
    expect(flags.isSuperAdmin).toBe(false);
  });

  it('lists every administered restaurant once', () => {
    const flags = userRoleFlags(
      user([
        { role: 'ROLE_RESTAURANT', restaurant: restaurant(1) },
        { role: 'ROLE_RESTAURANT', restaurant: restaurant(2) },
        { role: 'ROLE_RESTAURANT', restaurant: restaurant(1) },
      ]),
    );
    expect(flags.adminOfRestaurant).toEqual([restaurant(1), restaurant(2)]);
  });

  it('lets a super admin and the user-create role create users, nobody else', () => {
    expect(userRoleFlags(user([{ role: 'ROLE_ADMIN' }])).canCreateUsers).toBe(true);
    expect(userRoleFlags(user([{ role: 'ROLE_ADMIN' }])).isSuperAdmin).toBe(true);
    expect(
      userRoleFlags(
        user([
          { role: 'ROLE_COMPANY', company },
          { role: 'ROLE_USER_PROFILE_CREATE', company },
        ]),
      ).canCreateUsers,
    ).toBe(true);
    expect(userRoleFlags(user([{ role: 'ROLE_COMPANY', company }])).canCreateUsers).toBe(false);
  });

  it('lists the extra roles held, in a fixed order', () => {
    expect(
      userRoleFlags(
        user([
          { role: 'ROLE_EXPENSE_CODE_EDIT' },
          { role: 'ROLE_COMPANY', company },
          { role: 'ROLE_EXTRA_BILLING_ACCESS' },
        ]),
      ).extraRoles,
    ).toEqual(['ROLE_EXTRA_BILLING_ACCESS', 'ROLE_EXPENSE_CODE_EDIT']);
  });
});

describe('userRolesFromFlags', () => {
  it('sends a super admin as ROLE_ADMIN alone: their extra roles are not sent', () => {
    expect(
      userRolesFromFlags({
        adminOfCompany: company,
        adminOfRestaurant: [restaurant(1)],
        isSuperAdmin: true,
        extraRoles: ['ROLE_EXPENSE_CODE_EDIT', 'ROLE_EXTRA_BILLING_ACCESS'],
      }),
    ).toEqual([{ role: 'ROLE_ADMIN', company: null, restaurant: null }]);
  });

  it('writes the company, the restaurants and the extra roles of anyone else', () => {
    expect(
      userRolesFromFlags({
        adminOfCompany: company,
        adminOfRestaurant: [restaurant(1), restaurant(1)],
        isSuperAdmin: false,
        extraRoles: ['ROLE_EXPENSE_CODE_EDIT'],
      }),
    ).toEqual([
      { role: 'ROLE_COMPANY', company, restaurant: null },
      { role: 'ROLE_RESTAURANT', company: null, restaurant: restaurant(1) },
      { role: 'ROLE_EXPENSE_CODE_EDIT', company, restaurant: null },
    ]);
  });

  it('keeps entries of roles it does not manage', () => {
    expect(
      userRolesFromFlags(
        { adminOfCompany: null, adminOfRestaurant: [], isSuperAdmin: false, extraRoles: [] },
        [{ role: 'ROLE_USER' }, { role: 'ROLE_COMPANY', company }],
      ),
    ).toEqual([{ role: 'ROLE_USER' }]);
  });

  it('gives back the flags it was given (non super admins)', () => {
    const iri = (base: string) => fc.integer({ min: 1, max: 50 }).map((id) => `/api/v1/${base}/${id}`);
    fc.assert(
      fc.property(
        fc.option(iri('companies'), { nil: null }),
        fc.uniqueArray(iri('restaurants'), { maxLength: 4 }),
        fc.subarray([...EXTRA_ROLES]),
        (adminOfCompany, adminOfRestaurant, extraRoles) => {
          const entries = userRolesFromFlags({
            adminOfCompany,
            adminOfRestaurant,
            isSuperAdmin: false,
            extraRoles,
          });
          const flags = userRoleFlags({ userRoles: entries });
          expect(flags).toMatchObject({ adminOfCompany, adminOfRestaurant, extraRoles, isSuperAdmin: false });
        },
      ),
    );
  });
});

describe('the user form', () => {
  it('adds the flags to the values and turns them back into entries on save', () => {
    const loaded = user([{ role: 'ROLE_COMPANY', company }, { role: 'ROLE_USER' }]);
    const values = toUserFormValues(loaded);
    expect(values.adminOfCompany).toBe(company);
    const payload = toUserPayload({ ...values, extraRoles: ['ROLE_USER_PROFILE_CREATE'] });
    expect(payload).not.toHaveProperty('canCreateUsers');
    expect(payload).not.toHaveProperty('extraRoles');
    expect(payload.userRoles).toEqual([
      { role: 'ROLE_COMPANY', company, restaurant: null },
      { role: 'ROLE_USER_PROFILE_CREATE', company, restaurant: null },
      { role: 'ROLE_USER' },
    ]);
  });

  it('does not send the extra roles of a user made super admin', () => {
    const values = toUserFormValues(
      user([{ role: 'ROLE_COMPANY', company }, { role: 'ROLE_EXPENSE_CODE_EDIT' }]),
    );
    const payload = toUserPayload({ ...values, isSuperAdmin: true });
    expect(payload.userRoles?.map((entry) => entry.role)).toEqual(['ROLE_ADMIN']);
  });
});
