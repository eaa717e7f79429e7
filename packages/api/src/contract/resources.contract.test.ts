import { describe, expect, it } from 'vitest';

import { ForbiddenError, ViolationsError } from '../client/errors.js';
import { saveEntity } from '../resources/createResource.js';
import type { ResourceName } from '../resources/resources.js';
import { resources } from '../resources/resources.js';
import { createContractSandbox, DEMO, signedIn } from './sandboxClient.js';

const sandbox = createContractSandbox();
const [admin, company, restaurant] = await Promise.all([
  signedIn(sandbox, DEMO.admin),
  signedIn(sandbox, DEMO.company),
  signedIn(sandbox, DEMO.restaurant),
]);

const names = Object.keys(resources) as ResourceName[];

describe('contract: generic CRUD against the sandbox', () => {
  it.each(names)('%s: the super admin lists and reads it in the client struct', async (name) => {
    const resource = resources[name];
    const page = await resource.list(admin, { page: 1, itemsPerPage: 3 });
    expect(page.items.length).toBeLessThanOrEqual(3);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const first = page.items[0] as { id: string | number } | undefined;
    if (first) await expect(resource.get(admin, first.id)).resolves.toMatchObject({ id: first.id });
  });

  it('creates, updates (keeping unknown fields) and deletes a brand', async () => {
    const created = await resources.brands.create(admin, { name: 'Contract Brand' });
    expect(created).toMatchObject({ name: 'Contract Brand' });
    const saved = await saveEntity(admin, resources.brands, created, { name: 'Renamed Brand' });
    expect(saved).toMatchObject({ id: created.id, name: 'Renamed Brand' });
    await resources.brands.remove(admin, created.id);
    await expect(resources.brands.get(admin, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers a blank required field with violations naming it', async () => {
    const error = await resources.companyTeams.create(admin, { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViolationsError);
    expect((error as ViolationsError).fieldErrors).toHaveProperty('name');
  });

  it('scopes a company admin to its company and forbids super-admin resources', async () => {
    const teams = await resources.companyTeams.list(company, { itemsPerPage: 100 });
    const all = await resources.companyTeams.list(admin, { itemsPerPage: 100 });
    expect(teams.total).toBeLessThan(all.total);
    await expect(resources.coupons.list(company)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(resources.coupons.list(restaurant)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
