import type { PlatformConfig } from '@backoffice/domain';
import type { Hono } from 'hono';

import { mayFollowCanteen } from '../canteens.js';
import type { SandboxContext, SandboxEnv } from '../context.js';
import { holds, principalOf, readBody, requireRole } from '../context.js';
import { API, ApiProblem, ValidationProblem } from '../hydra.js';
import { hmacSha256Hex } from '../lib/crypto.js';
import { placeOrder, renderOrder } from '../orderService.js';
import { sendTestPush } from '../testPush.js';

/** The Pusher app key and secret of the sandbox's realtime endpoint. */
export const REALTIME_KEY = 'backoffice-sandbox';

/** Signs a private channel subscription the way Pusher does: key:hmac(socket_id:channel). */
export async function channelAuth(secret: string, socketId: string, channel: string): Promise<string> {
  return `${REALTIME_KEY}:${await hmacSha256Hex(secret, `${socketId}:${channel}`)}`;
}

/** Sets a nested key ('a.b.c') in an object. */
function setPath(target: Record<string, unknown>, key: string, value: string): void {
  const parts = key.split('.');
  let node = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) node[part] = value;
    else {
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
  });
}

/** Config, translations, realtime channel auth, notifications and the development-only order call. */
export function registerPlatform(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.get(`${API}/configs`, (c) => {
    const config: PlatformConfig = {
      currencyCode: 'HUF',
      currencyLocale: 'hu-HU',
      availableLocales: [
        { code: 'en', version: '1' },
        { code: 'hu', version: '1' },
      ],
      defaultLocale: 'en',
      googleMapsApiKey: null,
      googleMapsDefaultCenter: { lat: 47.4979, lng: 19.0402 },
      country: 'HU',
      latestTermsVersion: '1',
      latestPrivacyVersion: '1',
    };
    return c.json(config);
  });

  app.get(`${API}/public/translations/:locale/:namespace`, (c) => {
    const { locale, namespace } = c.req.param();
    if (!['en', 'hu'].includes(locale)) throw new ApiProblem(404, `No translations for locale ${locale}`);
    const messages: Record<string, unknown> = {};
    for (const entry of ctx.store.list('translations')) {
      if (entry.locale === locale && entry.namespace === namespace && typeof entry.key === 'string') {
        setPath(messages, entry.key, String(entry.value ?? ''));
      }
    }
    return c.json(messages);
  });

  app.post(`${API}/broadcasting/auth`, async (c) => {
    const principal = principalOf(c);
    const body = await readBody(c);
    const socketId = typeof body.socket_id === 'string' ? body.socket_id : '';
    const channel = typeof body.channel_name === 'string' ? body.channel_name : '';
    if (!/^\d+\.\d+$/.test(socketId) || !channel) {
      throw new ValidationProblem([
        { propertyPath: 'socket_id', message: 'socket_id and channel_name are required.' },
      ]);
    }
    const orders = /^private-orders-(\d+)$/.exec(channel);
    const canteen = /^private-(cloudcanteens|residentialcanteens)-(\d+)$/.exec(channel);
    let allowed = holds(principal, 'ROLE_ADMIN');
    if (orders?.[1]) allowed ||= principal.restaurants.includes(Number(orders[1]));
    else if (canteen?.[2]) {
      allowed ||= mayFollowCanteen(
        ctx.store,
        principal,
        canteen[1] as 'cloudcanteens' | 'residentialcanteens',
        canteen[2],
      );
    } else if (!channel.startsWith('private-')) allowed = true;
    if (!allowed) throw new ApiProblem(403, 'Access Denied.');
    return c.json({ auth: await channelAuth(ctx.secret, socketId, channel) });
  });

  app.post(`${API}/notification/register`, async (c) => {
    const principal = principalOf(c);
    const body = await readBody(c);
    const deviceToken = typeof body.deviceToken === 'string' ? body.deviceToken.trim() : '';
    if (!deviceToken)
      throw new ValidationProblem([
        { propertyPath: 'deviceToken', message: 'This value should not be blank.' },
      ]);
    // A device registers its token again on every visit: one registration per token, for its latest user.
    const known = ctx.store.list('device-tokens').find((device) => device.deviceToken === deviceToken);
    if (known) ctx.store.update('device-tokens', known.id, { user: principal.userId });
    else
      ctx.store.insert('device-tokens', {
        id: ctx.store.nextId('device-tokens'),
        user: principal.userId,
        deviceToken,
        createdAt: ctx.now().toISOString(),
      });
    return c.json({ success: true }, 201);
  });
  for (const kind of ['new-order', 'order-accepted', 'send', 'send-to-user', 'user/:id', 'restaurant/:id']) {
    app.post(`${API}/test-push-notification/${kind}`, (c) => {
      const principal = principalOf(c);
      requireRole(principal, 'ROLE_ADMIN');
      ctx.log(`[sandbox] test push notification ${c.req.path.split('/test-push-notification/')[1] ?? kind}`);
      const results = sendTestPush(ctx, principal, kind.split('/')[0] ?? kind, c.req.param('id'));
      return c.json({ success: true, results });
    });
  }

  if (ctx.dev) {
    app.post('/sandbox/orders', async (c) => {
      const body = await readBody(c);
      const restaurantId =
        body.restaurantId === undefined || body.restaurantId === null ? undefined : Number(body.restaurantId);
      if (restaurantId !== undefined && !Number.isInteger(restaurantId)) {
        throw new ValidationProblem([
          { propertyPath: 'restaurantId', message: 'This value should be a whole number.' },
        ]);
      }
      return c.json(renderOrder(ctx, placeOrder(ctx, restaurantId)), 201);
    });
  }
}
