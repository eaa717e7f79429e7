import { describe, expect, it } from 'vitest';

import { NotFoundError } from '../client/errors.js';
import { getPublicOrder } from '../orders/publicOrder.js';
import { clientFor, createContractSandbox } from './sandboxClient.js';

const sandbox = createContractSandbox();

describe('contract: reading an order by its public link', () => {
  const seeded = sandbox.store.orders().find((order) => order.status === 'new');

  it('reads the order with its token and no session', async () => {
    if (!seeded) throw new Error('the seed has a new order');
    const order = await getPublicOrder(clientFor(sandbox), seeded.id, { token: String(seeded.token) });
    expect(order).toMatchObject({ id: seeded.id, status: 'new', identifier: seeded.identifier });
  });

  it('answers not found for a wrong token', async () => {
    if (!seeded) throw new Error('the seed has a new order');
    await expect(getPublicOrder(clientFor(sandbox), seeded.id, { token: 'guess' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
