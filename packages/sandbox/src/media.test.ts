import { describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function upload(sandbox: ReturnType<typeof createTestSandbox>, file: File, as = 'admin@example.com') {
  const { token } = await sandbox.login(as);
  const form = new FormData();
  form.append('file', file);
  return sandbox.fetch(
    new Request('http://sandbox.local/api/v1/media-objects', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

describe('media objects', () => {
  it('stores an uploaded image and serves it publicly with its type', async () => {
    const sandbox = createTestSandbox();
    const answer = await upload(sandbox, new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(answer.status).toBe(201);
    const { url } = (await answer.json()) as { url: string };
    const image = await sandbox.fetch(new Request(`http://sandbox.local${url}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses what is not an image, naming the file field', async () => {
    const sandbox = createTestSandbox();
    const answer = await upload(
      sandbox,
      new File(['<svg onload=alert(1)>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('"propertyPath":"file"');
  });

  it('needs a signed-in back-office user to upload', async () => {
    const sandbox = createTestSandbox();
    const form = new FormData();
    form.append('file', new File([PNG], 'logo.png', { type: 'image/png' }));
    const answer = await sandbox.fetch(
      new Request('http://sandbox.local/api/v1/media-objects', { method: 'POST', body: form }),
    );
    expect(answer.status).toBe(401);
  });
});

describe('unique values', () => {
  it.each([
    ['coupons', { code: 'welcome500 ', value: 100 }, 'code'],
    [
      'restaurant-tags',
      { translations: { en: { name: 'ITALIAN' }, hu: { name: 'Új' } } },
      'translations.en.name',
    ],
    ['promotions', { name: 'Acme Friday', promotionType: 'user', users: ['/api/v1/users/6'] }, 'name'],
  ])('refuses a second %s with the same value on its field', async (base, body, path) => {
    const sandbox = createTestSandbox();
    const answer = await sandbox.call('POST', `/api/v1/${base}`, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toContainEqual(expect.objectContaining({ propertyPath: path }));
  });

  it('lets an entity keep its own value when it is saved again', async () => {
    const sandbox = createTestSandbox();
    const coupon = await sandbox.call('GET', '/api/v1/coupons/1');
    const answer = await sandbox.call('PUT', '/api/v1/coupons/1', { body: coupon.body });
    expect(answer.status).toBe(200);
  });
});
