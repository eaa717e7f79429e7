import { describe, expect, it } from 'vitest';

import { PreconditionFailedError } from '../client/errors.js';
import { saveEntity } from '../resources/createResource.js';
import { entityVersion } from '../resources/entityVersion.js';
import { resources } from '../resources/resources.js';
import { createContractSandbox, DEMO, signedIn } from './sandboxClient.js';

const sandbox = createContractSandbox();
const [anna, bela] = await Promise.all([signedIn(sandbox, DEMO.admin), signedIn(sandbox, DEMO.admin)]);

describe('contract: entity versions against the sandbox', () => {
  it('refuses a save over a changed brand with the current one, and takes the save over that', async () => {
    const [annaBrand, belaBrand] = await Promise.all([
      resources.brands.get(anna, 2),
      resources.brands.get(bela, 2),
    ]);
    expect(entityVersion(annaBrand)).toMatch(/^W\/".+"$/);
    const renamed = await saveEntity(anna, resources.brands, annaBrand, { name: 'Renamed by Anna' });

    const failure: unknown = await saveEntity(bela, resources.brands, belaBrand, {
      name: 'Renamed by Béla',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PreconditionFailedError);
    const { current } = failure as PreconditionFailedError<typeof belaBrand>;
    expect(current).toMatchObject({ id: 2, name: 'Renamed by Anna' });
    expect(entityVersion(current)).toBe(entityVersion(renamed));
    expect(sandbox.store.get('brands', 2)).toMatchObject({ name: 'Renamed by Anna' });

    await expect(
      saveEntity(bela, resources.brands, current, { name: 'Renamed by Béla' }),
    ).resolves.toMatchObject({
      name: 'Renamed by Béla',
    });
  });

  it('saves a brand never read (no version) as before', async () => {
    await expect(
      saveEntity(anna, resources.brands, { id: 3, name: 'Typed' }, { name: 'No version' }),
    ).resolves.toMatchObject({ id: 3, name: 'No version' });
  });
});
