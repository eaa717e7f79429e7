// Tenant isolation of user addresses: a company admin reads and writes the addresses of their own company's
// users (through each address's user), never another company's.
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

/** A seeded user of the company (not a demo account) and one of their addresses. */
function userOf(companyId: number) {
  const user = sandbox.store
    .list('users')
    .find(
      (candidate) => candidate.companyId === companyId && String(candidate.email).endsWith('example.org'),
    );
  if (!user) throw new Error(`the seed has a user of company ${companyId}`);
  const iri = `/api/v1/users/${String(user.id)}`;
  const address = sandbox.store.list('user-addresses').find((candidate) => candidate.user === iri);
  if (!address) throw new Error(`the seed has an address of user ${String(user.id)}`);
  return { iri, address };
}

describe('user addresses of a company admin', () => {
  it('lists only the addresses of their own company’s users', async () => {
    const own = userOf(1);
    const other = userOf(2);
    const answer = await sandbox.call('GET', '/api/v1/user-addresses?itemsPerPage=100', { as: company });
    expect(answer.status).toBe(200);
    const users = new Set(members(answer.body).map((address) => address.user));
    expect(users.has(own.iri)).toBe(true);
    expect(users.has(other.iri)).toBe(false);
    const ownCompany = new Set(
      sandbox.store
        .list('users')
        .filter((user) => user.companyId === 1)
        .map((user) => `/api/v1/users/${String(user.id)}`),
    );
    expect([...users].every((user) => ownCompany.has(String(user)))).toBe(true);
    const filtered = await sandbox.call(
      'GET',
      `/api/v1/user-addresses?user[]=${encodeURIComponent(own.iri)}`,
      {
        as: company,
      },
    );
    expect(members(filtered.body).map((address) => address.id)).toContain(own.address.id);
  });

  it('reads, creates and edits the addresses of their own company’s users', async () => {
    const own = userOf(1);
    const read = await sandbox.call('GET', `/api/v1/user-addresses/${String(own.address.id)}`, {
      as: company,
    });
    expect(read.status).toBe(200);
    const created = await sandbox.call('POST', '/api/v1/user-addresses', {
      as: company,
      body: { user: own.iri, name: 'Office', street: 'Váci út', houseNumber: '1', city: 'Budapest' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user: own.iri, name: 'Office' });
    const updated = await sandbox.call('PUT', `/api/v1/user-addresses/${String(own.address.id)}`, {
      as: company,
      body: { name: 'Home 2' },
    });
    expect(updated.status).toBe(200);
    expect(sandbox.store.get('user-addresses', own.address.id)?.name).toBe('Home 2');
  });

  it('cannot read, edit, delete or move addresses of another company’s users', async () => {
    const own = userOf(1);
    const other = userOf(2);
    const path = `/api/v1/user-addresses/${String(other.address.id)}`;
    expect((await sandbox.call('GET', path, { as: company })).status).toBe(403);
    expect((await sandbox.call('PUT', path, { as: company, body: { name: 'Mine' } })).status).toBe(403);
    expect((await sandbox.call('DELETE', path, { as: company })).status).toBe(403);
    expect(sandbox.store.get('user-addresses', other.address.id)?.name).toBe('Home');
    // Creating one for another company's user, or moving an own address to one, is refused.
    const create = await sandbox.call('POST', '/api/v1/user-addresses', {
      as: company,
      body: { user: other.iri, name: 'Spy' },
    });
    expect(create.status).toBe(403);
    const move = await sandbox.call('PUT', `/api/v1/user-addresses/${String(own.address.id)}`, {
      as: company,
      body: { user: other.iri },
    });
    expect(move.status).toBe(403);
    expect(sandbox.store.get('user-addresses', own.address.id)?.user).toBe(own.iri);
    // A missing address is 404; an address of no user, or of a record of another collection, is no one's.
    expect((await sandbox.call('GET', '/api/v1/user-addresses/99999', { as: company })).status).toBe(404);
    for (const user of [null, '/api/v1/companies/1', '/api/v1/users/99999']) {
      const answer = await sandbox.call('POST', '/api/v1/user-addresses', {
        as: company,
        body: { user, name: 'Nobody' },
      });
      expect(answer.status).toBe(403);
    }
    expect(sandbox.store.list('user-addresses').some((address) => address.name === 'Spy')).toBe(false);
  });

  it('refuses a list as the address’s user, naming the field', async () => {
    const own = userOf(1);
    const other = userOf(2);
    const create = await sandbox.call('POST', '/api/v1/user-addresses', {
      as: company,
      body: { user: [own.iri, other.iri], name: 'Both' },
    });
    expect(create.status).toBe(400);
    expect(create.body.violations).toEqual([expect.objectContaining({ propertyPath: 'user' })]);
    const update = await sandbox.call('PUT', `/api/v1/user-addresses/${String(own.address.id)}`, {
      as: company,
      body: { user: [own.iri, other.iri] },
    });
    expect(update.status).toBe(400);
    expect(update.body.violations).toEqual([expect.objectContaining({ propertyPath: 'user' })]);
  });

  it('is refused to a restaurant admin, and open to a super admin', async () => {
    const other = userOf(2);
    const path = `/api/v1/user-addresses/${String(other.address.id)}`;
    expect((await sandbox.call('GET', path, { as: 'restaurant@example.com' })).status).toBe(403);
    expect((await sandbox.call('GET', path, { as: 'admin@example.com' })).status).toBe(200);
  });
});
