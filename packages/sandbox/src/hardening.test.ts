/**
 * The sandbox under hostile or out-of-range input (issue 19), in-process: each refusal leaves the data as it was,
 * and nothing a client sends turns into a 500.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { contentDisposition } from './lib/contentDisposition.js';
import { parseOrigins } from './origins.js';
import { csvCell } from './routes/orders.js';
import { SCHEMAS, writeViolations } from './schemas.js';
import type { StoredOrder } from './store.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 80 });
});

const snapshot = (value: unknown) => JSON.stringify(value);

describe('out-of-range values', () => {
  it('refuses an approval with an absurd preparation time and leaves the order and its job as they were', async () => {
    const order = sandbox.placeOrder(1);
    const job = sandbox.store.deliveryJob(order.deliveryJobId ?? 0);
    const before = [snapshot(order), snapshot(job)];
    for (const minutes of [1e15, 1441, -5, 2.5, '20']) {
      const answer = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
        as: 'restaurant@example.com',
        body: { delivery: { preparation_time: minutes } },
      });
      expect(answer.status).toBe(400);
      expect((answer.body.violations as Json[])[0]?.propertyPath).toBe('delivery.preparation_time');
    }
    expect([snapshot(order), snapshot(job)]).toEqual(before);
    const approved = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'restaurant@example.com',
      body: { delivery: { preparation_time: 1440 } },
    });
    expect(approved.status).toBe(200);
  });

  it('renders PDFs whose texts hold characters the font cannot draw', async () => {
    const canteenOrder = sandbox.store.orders().find((order) => order.cloudcanteen?.id === 1) as StoredOrder;
    const meal = canteenOrder.meals[0];
    if (meal) meal.name = 'Soup\u0081 with\u0000 bread\u0085 and 🍲 line\nbreak';
    const token = String(sandbox.store.get('cloud-canteens', 1)?.token);
    const summary = await sandbox.call('GET', `/api/v1/cloud-canteen/summary/1?token=${token}`, { as: null });
    expect(summary.status).toBe(200);
    expect(summary.text.startsWith('%PDF')).toBe(true);
    const labels = await sandbox.call('GET', '/api/v1/cloud-canteen/label/view/1/4');
    expect(labels.status).toBe(200);
    const label = await sandbox.call(
      'GET',
      `/api/v1/public/order/${canteenOrder.id}/label?token=${canteenOrder.token ?? ''}`,
      { as: null },
    );
    expect(label.status).toBe(200);

    const file = sandbox.store.list('file-manager').find((entry) => entry.content === null);
    const base = `/api/v1/file-manager/${String(file?.type)}/${String(file?.relationId)}/files/${String(file?.id)}`;
    const renamed = await sandbox.call('PUT', base, { body: { title: 'Invoice \u0000\u0081\u0085 ő ✓' } });
    expect(renamed.status).toBe(200);
    const download = await sandbox.call('GET', `${base}/download`);
    expect(download.status).toBe(200);
    expect(download.text.startsWith('%PDF')).toBe(true);
  });

  it('downloads a file with an accented name, naming it in UTF-8 per RFC 5987', async () => {
    const { token } = await sandbox.login('admin@example.com');
    const upload = async (name: string) => {
      const form = new FormData();
      form.set('file', new File(['%PDF-1.4 test'], name, { type: 'application/pdf' }));
      const response = await sandbox.fetch(
        new Request('http://sandbox/api/v1/file-manager/company/1/files', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const id = await upload('előleg-számla.pdf');
    const download = await sandbox.call('GET', `/api/v1/file-manager/company/1/files/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="eloleg-szamla.pdf"; filename*=UTF-8''el%C5%91leg-sz%C3%A1mla.pdf`,
    );
    const evil = await upload("x.pdf\"; filename*=UTF-8''evil.exe");
    const header =
      (await sandbox.call('GET', `/api/v1/file-manager/company/1/files/${evil}/download`)).headers.get(
        'content-disposition',
      ) ?? '';
    // Exactly two parameters: a quoted ASCII name with no quote inside, and the exact name percent-encoded.
    const match = /^attachment; filename="[^"\\]*"; filename\*=UTF-8''([^\s"';]*)$/.exec(header);
    expect(decodeURIComponent(match?.[1] ?? '')).toBe("x.pdf\"; filename*=UTF-8''evil.exe");
  });

  it.each([
    [
      'orders-export-2025-01-15.csv',
      `attachment; filename="orders-export-2025-01-15.csv"; filename*=UTF-8''orders-export-2025-01-15.csv`,
    ],
    [
      'a\r\nSet-Cookie: x=1.csv',
      `attachment; filename="aSet-Cookie: x=1.csv"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1.csv`,
    ],
    ['../../etc/passwd', `attachment; filename="....etcpasswd"; filename*=UTF-8''....etcpasswd`],
  ])('builds a safe Content-Disposition for %j', (name, expected) => {
    expect(contentDisposition('attachment', name)).toBe(expected);
  });
});

describe('public tokens', () => {
  const tokensOf = (target: TestSandbox) => [
    ...target.store.orders().map((order) => order.token),
    ...target.store.list('cloud-canteens').map((canteen) => canteen.token),
    ...target.store.list('custom-export').map((entry) => entry.token),
  ];

  it('are 128 random bits each, different in every seed of the same data', () => {
    const tokens = tokensOf(sandbox);
    expect(tokens.every((token) => typeof token === 'string' && /^[0-9a-f]{32}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    const other = createTestSandbox({ orderCount: 80 });
    // The seed is still the same data (same orders, same identifiers), only the tokens cannot be guessed.
    expect(other.store.orders().map((order) => order.identifier)).toEqual(
      sandbox.store.orders().map((order) => order.identifier),
    );
    expect(tokensOf(other).filter((token) => tokens.includes(token))).toEqual([]);
  });

  it('gives a canteen order the token of its canteen', () => {
    const canteen = sandbox.store.get('cloud-canteens', 1);
    const orders = sandbox.store.orders().filter((order) => order.cloudcanteen?.id === 1);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.cloudcanteen?.token === canteen?.token)).toBe(true);
  });

  it('refuses the guessable tokens of before, and empty or repeated ones', async () => {
    const order = sandbox.store.orders()[0] as StoredOrder;
    const guesses = [
      `/api/v1/public/orders/${order.id}?token=order-token-${order.id}`,
      `/api/v1/public/orders/${order.id}?token=`,
      `/api/v1/public/orders/${order.id}?token[]=${order.token ?? ''}`,
      `/api/v1/public/order/${order.id}/label?token=order-token-${order.id}`,
      '/frontend-api/public/cloudcanteen/label/view/1/4?token=cc-token-1',
      '/api/v1/public/custom-export/1?token=export-token-1',
    ];
    for (const path of guesses) expect((await sandbox.call('GET', path, { as: null })).status).toBe(404);
    expect(
      (await sandbox.call('GET', '/api/v1/cloud-canteen/summary/1?token=cc-token-1', { as: null })).status,
    ).toBe(401);
    const confirm = await sandbox.call(
      'PUT',
      '/api/v1/public/restaurants/4/confirm-canteen-notification/collected_orders_notification/1?token=cc-token-1',
      { as: null, body: { canteenIdentifier: 'ACME', cutoffTime: '2025-01-15 11:00:00' } },
    );
    expect(confirm.status).toBe(403);
    const real = await sandbox.call('GET', `/api/v1/public/orders/${order.id}?token=${order.token ?? ''}`, {
      as: null,
    });
    expect(real.status).toBe(200);
  });
});

describe('public realtime channels', () => {
  it('carry only ids and statuses; the full order stays on the private channel', async () => {
    const messages: Array<{ channel: string; event: string; data: unknown }> = [];
    sandbox.realtime.subscribe((message) => messages.push(message));
    const order = sandbox.placeOrder(1);
    await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'restaurant@example.com',
      body: { delivery: { preparation_time: 15 } },
    });
    const job = sandbox.store.list('delivery-jobs').find((entry) => entry.status === 'initialized');
    await sandbox.call('POST', `/api/v1/delivery-jobs/${String(job?.id)}/priority`, {
      body: { priority: 1 },
    });
    const published = (channel: string) => messages.filter((message) => message.channel === channel);
    expect(published('orders').length).toBeGreaterThan(0);
    expect(published('delivery-jobs').length).toBeGreaterThan(0);
    for (const message of published('orders'))
      expect(Object.keys(message.data as Json).sort()).toEqual(['id', 'status']);
    for (const message of published('delivery-jobs')) {
      expect(Object.keys(message.data as Json).sort()).toEqual(['courierStatus', 'id', 'orders', 'status']);
    }
    const publicText = JSON.stringify([...published('orders'), ...published('delivery-jobs')]);
    expect(publicText).not.toContain(order.token ?? 'no token');
    expect(publicText).not.toMatch(/deliveryName|phone|token/);
    const full = published('private-orders-1').find((message) => message.event === 'new-order');
    expect(full?.data).toMatchObject({ id: order.id, token: order.token, deliveryName: order.deliveryName });
  });
});

describe('allowed origins', () => {
  it('reads a list from the environment and answers CORS for it alone', async () => {
    expect(parseOrigins(' https://bo.example.com/, http://127.0.0.1:5173 ')).toEqual([
      'https://bo.example.com',
      'http://127.0.0.1:5173',
    ]);
    expect(parseOrigins('  ')).toBeUndefined();
    const custom = createTestSandbox({ orderCount: 10, allowedOrigins: ['https://bo.example.com'] });
    const answer = async (origin: string) =>
      (await custom.call('GET', '/api/v1/configs', { as: null, headers: { origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await answer('https://BO.example.com')).toBe('https://BO.example.com');
    expect(await answer('http://127.0.0.1:5173')).toBeNull();
  });
});

describe('scope fields', () => {
  it.each([
    [
      'company@example.com',
      'POST',
      '/api/v1/users',
      { email: 'x@example.com', companyId: [1, 2] },
      'companyId',
    ],
    ['company@example.com', 'PUT', '/api/v1/users/7', { companyId: [1, 2] }, 'companyId'],
    [
      'company@example.com',
      'POST',
      '/api/v1/company-teams',
      { name: 'Both', company: ['/api/v1/companies/1', '/api/v1/companies/2'] },
      'company',
    ],
    [
      'restaurant@example.com',
      'POST',
      '/api/v1/meals',
      { name: 'Shared', restaurant: ['/api/v1/restaurants/1', '/api/v1/restaurants/2'] },
      'restaurant',
    ],
    ['admin@example.com', 'POST', '/api/v1/meals', { name: 'Shared', restaurant: [1, 2] }, 'restaurant'],
    [
      'restaurant@example.com',
      'POST',
      '/api/v1/meals',
      { name: 'Nested', restaurant: { id: [1, 2] } },
      'restaurant',
    ],
  ])(
    '%s %s %s with a list in the scope field is refused, naming the field',
    async (as, method, path, body, field) => {
      const before = snapshot(sandbox.store.data.collections);
      const sequences = snapshot(sandbox.store.data.sequences);
      const answer = await sandbox.call(method, path, { as, body });
      expect(answer.status).toBe(400);
      expect(answer.body.violations).toEqual([expect.objectContaining({ propertyPath: field })]);
      expect(snapshot(sandbox.store.data.collections)).toBe(before);
      expect(snapshot(sandbox.store.data.sequences)).toBe(sequences);
    },
  );

  it('keeps a restaurant admin’s meal from being handed to another restaurant', async () => {
    const meal = sandbox.store.list('meals').find((entry) => entry.restaurant === '/api/v1/restaurants/1');
    const path = `/api/v1/meals/${String(meal?.id)}`;
    const moved = await sandbox.call('PUT', path, {
      as: 'restaurant@example.com',
      body: { restaurant: ['/api/v1/restaurants/1', '/api/v1/restaurants/2'] },
    });
    expect(moved.status).toBe(400);
    const given = await sandbox.call('PUT', path, {
      as: 'restaurant@example.com',
      body: { restaurant: '/api/v1/restaurants/2' },
    });
    expect(given.status).toBe(403);
    expect(sandbox.store.get('meals', String(meal?.id))?.restaurant).toBe('/api/v1/restaurants/1');
  });
});

describe('canteens across tenants', () => {
  const confirmPath = (restaurant: number) =>
    `/api/v1/restaurants/${restaurant}/confirm-canteen-notification/collected_orders_notification/1`;
  const canteenOrder = () =>
    sandbox.store
      .orders()
      .find((order) => order.cloudcanteen?.id === 1 && order.status === 'new') as StoredOrder;

  it('gives a canteen’s label token only to the admins of the restaurants that cook for it', async () => {
    const token = sandbox.store.get('cloud-canteens', 1)?.token;
    const get = (as: string, restaurant: number) =>
      sandbox.call('GET', `/api/v1/cloudcanteen/label/gettoken/1/${restaurant}`, { as });
    expect((await get('chain@example.com', 2)).status).toBe(403);
    expect((await get('chain@example.com', 4)).status).toBe(403);
    expect((await get('restaurant@example.com', 4)).status).toBe(403);
    expect((await get('canteen@example.com', 4)).body.token).toBe(token);
    expect((await get('restaurant@example.com', 1)).body.token).toBe(token);
    expect((await get('admin@example.com', 2)).status).toBe(200);
  });

  it('keeps the order and canteen tokens from a company admin', async () => {
    const order = canteenOrder();
    const seen = await sandbox.call('GET', `/api/v1/orders/${order.id}`, { as: 'company@example.com' });
    expect(seen.status).toBe(200);
    expect(seen.body.token).toBeNull();
    expect((seen.body.cloudcanteen as Json).token).toBeNull();
    const listed = await sandbox.call('GET', '/api/v1/orders?itemsPerPage=100', {
      as: 'company@example.com',
    });
    expect(JSON.stringify(listed.body)).not.toContain(String(order.token));
    expect(JSON.stringify(listed.body)).not.toContain(String(sandbox.store.get('cloud-canteens', 1)?.token));
    const kitchen = await sandbox.call('GET', `/api/v1/orders/${order.id}`, { as: 'canteen@example.com' });
    expect(kitchen.body.token).toBe(order.token);
  });

  it('confirms a cutoff only for a restaurant that cooks for the canteen', async () => {
    const order = canteenOrder();
    const before = snapshot(order);
    const body = { canteenIdentifier: 'ACME', cutoffTime: order.canteenRules?.[1]?.cutoffTime ?? '' };
    const token = String(sandbox.store.get('cloud-canteens', 1)?.token);
    expect((await sandbox.call('PUT', confirmPath(4), { as: 'company@example.com', body })).status).toBe(403);
    expect((await sandbox.call('PUT', confirmPath(2), { as: 'chain@example.com', body })).status).toBe(403);
    const publicOther = await sandbox.call('PUT', `/api/v1/public${confirmPath(2).slice(7)}?token=${token}`, {
      as: null,
      body,
    });
    expect(publicOther.status).toBe(403);
    expect(snapshot(order)).toBe(before);
    expect((await sandbox.call('PUT', confirmPath(4), { as: 'canteen@example.com', body })).status).toBe(200);
  });

  it('signs a canteen channel only for its kitchens and its company', async () => {
    const sign = (as: string, channel: string) =>
      sandbox.call('POST', '/api/v1/broadcasting/auth', {
        as,
        body: { socket_id: '123.456', channel_name: channel },
      });
    expect((await sign('chain@example.com', 'private-cloudcanteens-1')).status).toBe(403);
    expect((await sign('restaurant@example.com', 'private-residentialcanteens-1')).status).toBe(403);
    expect((await sign('billing@example.com', 'private-cloudcanteens-1')).status).toBe(403);
    expect((await sign('canteen@example.com', 'private-cloudcanteens-1')).status).toBe(200);
    expect((await sign('restaurant@example.com', 'private-cloudcanteens-1')).status).toBe(200);
    expect((await sign('company@example.com', 'private-cloudcanteens-1')).status).toBe(200);
    expect((await sign('canteen@example.com', 'private-residentialcanteens-1')).status).toBe(200);
    expect((await sign('company@example.com', 'private-residentialcanteens-1')).status).toBe(403);
  });

  it('serves canteen labels and summaries only to the kitchens of the canteen', async () => {
    expect(
      (await sandbox.call('GET', '/api/v1/cloud-canteen/label/view/1/2', { as: 'chain@example.com' })).status,
    ).toBe(403);
    expect(
      (await sandbox.call('GET', '/api/v1/cloud-canteen/summary/1', { as: 'chain@example.com' })).status,
    ).toBe(403);
    expect(
      (await sandbox.call('GET', '/api/v1/cloud-canteen/summary/1', { as: 'canteen@example.com' })).status,
    ).toBe(200);
    const token = String(sandbox.store.get('cloud-canteens', 1)?.token);
    const otherKitchen = await sandbox.call(
      'GET',
      `/frontend-api/public/cloudcanteen/label/view/1/2?token=${token}`,
      { as: null },
    );
    expect(otherKitchen.status).toBe(404);
  });
});

describe('sessions', () => {
  const refresh = (token: unknown) =>
    sandbox.call('POST', '/api/v1/auth/refresh', { as: null, body: { refresh_token: token } });
  const signIn = (email: string, password = 'Demo-1234') =>
    sandbox.call('POST', '/api/v1/auth', { as: null, body: { email, password } });

  it('ends a disabled user’s sessions: no refresh, no new sign-in', async () => {
    const { refresh_token } = await sandbox.login('company@example.com');
    const user = sandbox.store.data.accounts.find((account) => account.email === 'company@example.com');
    const disabled = await sandbox.call('PUT', `/api/v1/users/${String(user?.userId)}`, {
      body: { enabled: false },
    });
    expect(disabled.status).toBe(200);
    expect((await refresh(refresh_token)).status).toBe(401);
    expect((await signIn('company@example.com')).status).toBe(401);
    // Enabled again, the account signs in; the session that was ended stays ended.
    await sandbox.call('PUT', `/api/v1/users/${String(user?.userId)}`, { body: { enabled: true } });
    expect((await signIn('company@example.com')).status).toBe(200);
    expect((await refresh(refresh_token)).status).toBe(401);
  });

  it('logs out: the refresh token (and the rest of its sign-in) is revoked, other sign-ins stay', async () => {
    const first = (await signIn('restaurant@example.com')).body;
    const second = (await signIn('restaurant@example.com')).body;
    const rotated = (await refresh(first.refresh_token)).body;
    const out = await sandbox.call('POST', '/api/v1/auth/logout', {
      as: null,
      body: { refresh_token: rotated.refresh_token },
    });
    expect(out.status).toBe(200);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(200);
    const unknown = await sandbox.call('POST', '/api/v1/auth/logout', {
      as: null,
      body: { refresh_token: 'nope' },
    });
    expect(unknown.status).toBe(200);
    const blank = await sandbox.call('POST', '/api/v1/auth/logout', { as: null, body: {} });
    expect(blank.status).toBe(400);
  });

  it('revokes the newer token when a rotated one is used again', async () => {
    const first = (await signIn('chain@example.com')).body;
    const other = (await signIn('chain@example.com')).body;
    const second = (await refresh(first.refresh_token)).body;
    expect(typeof second.refresh_token).toBe('string');
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(200);
    expect((await refresh('__proto__')).status).toBe(401);
    expect((await refresh('constructor')).status).toBe(401);
  });

  it('locks an e-mail out for 15 minutes after 5 failed sign-ins, with a clear 429', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('billing@example.com', 'wrong')).status).toBe(401);
    }
    const locked = await signIn('billing@example.com');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 429,
      message: 'Too many failed sign-ins for this account. Try again in 15 minutes.',
    });
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await signIn('admin@example.com')).status).toBe(200);
    sandbox.clock.now = new Date(sandbox.clock.now.getTime() + 15 * 60_000);
    expect((await signIn('billing@example.com')).status).toBe(200);
    // A success starts the count over.
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('billing@example.com', 'wrong');
    expect((await signIn('billing@example.com')).status).toBe(200);
    expect((await signIn('billing@example.com', 'wrong')).status).toBe(401);
  });
});

describe('CSV exports', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['Goulash', 'Goulash'],
    [-5, '-5'],
    [12.5, '12.5'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('escapes a formula typed into a meal name in the menu and order exports', async () => {
    const meal = sandbox.store.list('meals').find((entry) => entry.restaurant === '/api/v1/restaurants/1');
    await sandbox.call('PUT', `/api/v1/meals/${String(meal?.id)}`, { body: { name: '=cmd|" /C calc"!A0' } });
    const menu = await sandbox.call('GET', '/api/v1/restaurants/1/export-meals');
    expect(menu.text).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(menu.text).not.toMatch(/(^|,)=cmd/m);
    const order = sandbox.store.orders()[0] as StoredOrder;
    if (order.meals[0]) order.meals[0].name = '@SUM(1+1)*cmd';
    const info = await sandbox.call('GET', `/api/v1/orders/${order.id}/download/meal-info-list`);
    expect(info.text).toContain("'@SUM(1+1)*cmd");
  });
});

describe('schemas', () => {
  it('accept every record of the seed as it is', () => {
    const failures = Object.keys(SCHEMAS).flatMap((base) =>
      sandbox.store.list(base).flatMap((record) => {
        const { id: _id, ...fields } = record;
        return writeViolations(base, record, fields, record, 'all').map(
          (violation) => `${base}/${String(record.id)} ${violation.propertyPath}: ${violation.message}`,
        );
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe('who writes which field', () => {
  const refusedFields = (answer: { body: Json }) =>
    ((answer.body.violations ?? []) as Json[]).map((violation) => violation.propertyPath);

  it.each([
    ['restaurant@example.com', '/api/v1/restaurants/1', { billingInfo: { commOnFood: 0 } }, 'billingInfo'],
    ['restaurant@example.com', '/api/v1/restaurants/1', { isActive: false }, 'isActive'],
    ['restaurant@example.com', '/api/v1/restaurants/1', { accessToken: 'mine' }, 'accessToken'],
    ['restaurant@example.com', '/api/v1/restaurants/1', { highlighted: false }, 'highlighted'],
    [
      'restaurant@example.com',
      '/api/v1/restaurants/1',
      { isEnabledForRestaurantAdmin: false, name: 'X' },
      'isEnabledForRestaurantAdmin',
    ],
    ['company@example.com', '/api/v1/companies/1', { balance: 99_999_999 }, 'balance'],
    ['company@example.com', '/api/v1/companies/1', { serviceFeePercent: 0 }, 'serviceFeePercent'],
    ['company@example.com', '/api/v1/companies/1', { billingInfo: { serviceFee: 0 } }, 'billingInfo'],
    ['company@example.com', '/api/v1/company-balances/1', { balance: 1_000_000 }, 'balance'],
    ['company@example.com', '/api/v1/users/7', { userRoles: [{ role: 'ROLE_ADMIN' }] }, 'userRoles'],
    ['company@example.com', '/api/v1/billing/1', { amount: 1 }, 'amount'],
    ['billing@example.com', '/api/v1/billing/1', { amount: 1 }, 'amount'],
  ])('refuses %s writing %s %j, naming the field', async (as, path, body, field) => {
    const before = snapshot(sandbox.store.data.collections);
    const answer = await sandbox.call('PUT', path, { as, body });
    expect(answer.status).toBe(400);
    expect(refusedFields(answer)).toContain(field);
    expect(snapshot(sandbox.store.data.collections)).toBe(before);
  });

  it('lets each role write its own fields, and take whole entities back unchanged', async () => {
    const restaurant = await sandbox.call('GET', '/api/v1/restaurants/1', { as: 'restaurant@example.com' });
    const hours = [{ day: 1, timeIntervals: [{ openTime: '10:00', closeTime: '14:00' }] }];
    const saved = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      as: 'restaurant@example.com',
      body: { ...restaurant.body, openingDays: hours },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.openingDays).toEqual(hours);
    const company = await sandbox.call('PUT', '/api/v1/companies/1', {
      as: 'company@example.com',
      body: { orderConfirmationEmail: false, name: 'Acme Zrt.' },
    });
    expect(company.status).toBe(200);
    const meal = sandbox.store.list('meals').find((entry) => entry.restaurant === '/api/v1/restaurants/1');
    const renamed = await sandbox.call('PUT', `/api/v1/meals/${String(meal?.id)}`, {
      as: 'restaurant@example.com',
      body: { name: 'Carbonara', price: 3200 },
    });
    expect(renamed.status).toBe(200);
    // The supplier price is one of the menu's fields the restaurant admin keeps (menuSupplierPrice.test.ts).
    const supplier = await sandbox.call('PUT', `/api/v1/meals/${String(meal?.id)}`, {
      as: 'restaurant@example.com',
      body: { supplierPrice: 9999 },
    });
    expect(supplier.status).toBe(200);
    const invoice = await sandbox.call('PUT', '/api/v1/billing/1', { body: { amount: 123_000 } });
    expect(invoice.body.amount).toBe(123_000);
  });

  it('refuses a platform token set through the generic form, even by a super admin', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/custom-export/1', { body: { token: 'guessable' } });
    expect(refusedFields(answer)).toEqual(['token']);
  });
});

describe('values of every write', () => {
  const violationsOf = async (method: string, path: string, body: Json, as = 'admin@example.com') => {
    const answer = await sandbox.call(method, path, { as, body });
    expect(answer.status).toBe(400);
    return ((answer.body.violations ?? []) as Json[]).map((violation) => violation.propertyPath);
  };

  it.each([
    ['POST', '/api/v1/users', { email: 'not-an-email' }, 'email'],
    ['POST', '/api/v1/users', { email: 'ADMIN@example.com' }, 'email'],
    ['PUT', '/api/v1/users/7', { phone: 'call me' }, 'phone'],
    ['PUT', '/api/v1/users/7', { firstName: 42 }, 'firstName'],
    ['PUT', '/api/v1/meals/1', { price: '12' }, 'price'],
    ['PUT', '/api/v1/meals/1', { price: -1 }, 'price'],
    ['PUT', '/api/v1/meals/1', { minimumQuantity: 0 }, 'minimumQuantity'],
    ['PUT', '/api/v1/meal-options/1', { discountPrice: -100 }, 'discountPrice'],
    ['PUT', '/api/v1/company-allowances/11', { amount: -500 }, 'amount'],
    ['PUT', '/api/v1/company-allowances/11', { days: [{ day: 8, timeIntervals: [] }] }, 'days.0.day'],
    [
      'PUT',
      '/api/v1/company-allowances/11',
      { expenseCodeRegexValidation: '([a-z' },
      'expenseCodeRegexValidation',
    ],
    [
      'PUT',
      '/api/v1/company-allowances/11',
      { expenseCodeRegexValidation: '^(A)\\1$' },
      'expenseCodeRegexValidation',
    ],
    ['PUT', '/api/v1/promotions/1', { dateFrom: '2025-03-01', dateTo: '2025-02-01' }, 'dateTo'],
    ['PUT', '/api/v1/promotions/1', { discountPercent: 150 }, 'discountPercent'],
    ['PUT', '/api/v1/companies/1', { serviceFeePercent: 2 }, 'serviceFeePercent'],
    ['PUT', '/api/v1/coupons/1', { value: -5 }, 'value'],
    ['PUT', '/api/v1/coupons/1', { minimumPrice: 5000, maximumPrice: 100 }, 'maximumPrice'],
    ['PUT', '/api/v1/delivery-setting/1', { defaultPreparationTime: 1e9 }, 'defaultPreparationTime'],
    ['PUT', '/api/v1/delivery-jobs/1', { preparationTime: -3 }, 'preparationTime'],
    ['POST', '/api/v1/delivery-jobs/1', { preparationTime: 1e15 }, 'preparationTime'],
    ['POST', '/api/v1/delivery-jobs/1', { dropoffAddress: { latitude: 500 } }, 'dropoffAddress.latitude'],
    ['PUT', '/api/v1/billing/1', { periodStart: '2025-02-01', periodEnd: '2025-01-01' }, 'periodEnd'],
    ['PUT', '/api/v1/brands/1', { logo: 'not an image' }, 'logo'],
    [
      'PUT',
      '/api/v1/restaurants/1',
      { billingInfo: { restaurantVariants: 'one' } },
      'billingInfo.restaurantVariants',
    ],
    [
      'PUT',
      '/api/v1/restaurants/1',
      { billingInfo: { restaurantVariants: ['A', ' '] } },
      'billingInfo.restaurantVariants.1',
    ],
    [
      'PUT',
      '/api/v1/restaurants/1',
      { billingInfo: { restaurantVariants: [null] } },
      'billingInfo.restaurantVariants.0',
    ],
    ['PUT', '/api/v1/dynamic_settings/1', { restaurantReloadInterval: 0 }, 'restaurantReloadInterval'],
  ])('%s %s %j is refused on %s', async (method, path, body, field) => {
    const before = snapshot(sandbox.store.data.collections);
    expect(await violationsOf(method, path, body)).toContain(field);
    expect(snapshot(sandbox.store.data.collections)).toBe(before);
  });

  it('merges nested objects on PUT instead of replacing them', async () => {
    const before = sandbox.store.get('restaurants', 1)?.billingInfo as Json;
    const answer = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      body: { billingInfo: { commOnFood: 0.2 } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.billingInfo).toEqual({ ...before, commOnFood: 0.2 });
    const translations = sandbox.store.get('restaurant-tags', 1)?.translations as Json;
    await sandbox.call('PUT', '/api/v1/restaurant-tags/1', {
      body: { translations: { hu: { name: 'Új' } } },
    });
    expect(sandbox.store.get('restaurant-tags', 1)?.translations).toEqual({
      ...translations,
      hu: { ...(translations.hu as Json), name: 'Új' },
    });
  });

  it('keeps the refunds of an order within its total', async () => {
    const order = sandbox.store
      .orders()
      .find((entry) => entry.status === 'approved' && !entry.refund) as StoredOrder;
    const total = order.priceTotal ?? 0;
    const first = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, {
      body: { items: [], amount: total - 100, reason: 'late' },
    });
    expect(first.status).toBe(200);
    const again = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, {
      body: { items: [], amount: 200, reason: 'late' },
    });
    expect(again.status).toBe(400);
    expect((again.body.violations as Json[])[0]?.propertyPath).toBe('amount');
    const rest = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, {
      body: { items: [], amount: 100, reason: 'late' },
    });
    expect(rest.status).toBe(200);
  });

  it('refuses a delivery job created with an absurd preparation time or priority', async () => {
    const order = sandbox.store.orders().find((entry) => !entry.deliveryJobId) as StoredOrder;
    const created = await sandbox.call('PUT', '/api/v1/delivery-jobs/create', {
      body: { order: `/api/v1/orders/${order.id}`, preparationTime: 1e15 },
    });
    expect(created.status).toBe(400);
    expect(order.deliveryJobId ?? null).toBeNull();
    const sent = await sandbox.call('POST', `/api/v1/orders/${order.id}/send-to-courier-provider`, {
      body: { deliveryMethod: 'wolt', priority: 1e9 },
    });
    expect(sent.status).toBe(400);
  });

  it('refuses an imported menu with negative prices or no names', async () => {
    const form = new FormData();
    form.set('file', new File(['name,price\nSoup,-10\n,500\n'], 'menu.csv', { type: 'text/csv' }));
    const { token } = await sandbox.login('admin@example.com');
    const response = await sandbox.fetch(
      new Request('http://sandbox/api/v1/restaurants/1/import-menu', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { violations: Json[] };
    expect(body.violations.map((violation) => violation.propertyPath)).toEqual([
      'file.1.price',
      'file.2.name',
    ]);
  });
});
