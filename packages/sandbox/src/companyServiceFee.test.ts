// The order screen computes a company order's service fee from the order's company (orders section 9), for
// super admins and company admins alike (issue #18 item 8): a company admin must be able to read their own
// company's service-fee settings, and no other company.
import { describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';

describe('a company admin reading the company of an order', () => {
  it('reads their own company with its service-fee settings', async () => {
    const sandbox = createTestSandbox({ orderCount: 5 });
    const answer = await sandbox.call('GET', '/api/v1/companies/1', { as: 'company@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 1, isServiceFeeVisible: true, serviceFeePercent: 0.05 });
  });

  it('cannot read another company', async () => {
    const sandbox = createTestSandbox({ orderCount: 5 });
    const answer = await sandbox.call('GET', '/api/v1/companies/2', { as: 'company@example.com' });
    expect([403, 404]).toContain(answer.status);
    expect(answer.body).not.toHaveProperty('serviceFeePercent');
  });
});
