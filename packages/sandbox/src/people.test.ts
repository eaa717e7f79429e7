import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];
const company = 'company@example.com';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 5 });
});

describe('users of a company admin', () => {
  it('lists only their own company’s users', async () => {
    const answer = await sandbox.call('GET', '/api/v1/users?itemsPerPage=100', { as: company });
    expect(answer.status).toBe(200);
    const users = members(answer.body);
    expect(users.length).toBeGreaterThan(1);
    expect(new Set(users.map((user) => user.companyId))).toEqual(new Set([1]));
    const outsider = sandbox.store.list('users').find((user) => user.companyId === 2);
    expect((await sandbox.call('GET', `/api/v1/users/${outsider?.id}`, { as: company })).status).toBe(403);
  });

  it('creates a user in their own company, filled in when the body names none', async () => {
    const answer = await sandbox.call('POST', '/api/v1/users', {
      as: company,
      body: { email: 'new.hire@example.org', firstName: 'New', lastName: 'Hire' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.companyId).toBe(1);
  });

  it('cannot create a user in another company, by its id or by its IRI', async () => {
    const byId = await sandbox.call('POST', '/api/v1/users', {
      as: company,
      body: { email: 'spy@example.org', companyId: 2 },
    });
    expect(byId.status).toBe(403);
    const byIri = await sandbox.call('POST', '/api/v1/users', {
      as: company,
      body: { email: 'spy@example.org', company: '/api/v1/companies/2' },
    });
    expect(byIri.status).toBe(400);
    expect(byIri.body.violations).toEqual([expect.objectContaining({ propertyPath: 'company' })]);
    expect(sandbox.store.list('users').some((user) => user.email === 'spy@example.org')).toBe(false);
  });

  it('cannot set a super admin role through userRoles', async () => {
    const own = sandbox.store.list('users').find((user) => user.companyId === 1 && user.email !== company);
    const answer = await sandbox.call('PUT', `/api/v1/users/${own?.id}`, {
      as: company,
      body: { userRoles: [{ role: 'ROLE_ADMIN', company: null, restaurant: null }] },
    });
    expect(answer.status).toBe(400);
  });
});
