import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { asciiJson } from './asciiJson.js';
import { bearerAuth, registerAuth } from './auth.js';
import type { SandboxContext, SandboxEnv } from './context.js';
import { ApiProblem, ValidationProblem, errorBody, violationBody } from './hydra.js';
import { bodyLimits } from './limits.js';
import { isAllowedOrigin } from './origins.js';
import { registerResources } from './resources.js';
import { registerActions } from './routes/actions.js';
import { registerCanteenPrintPages } from './routes/canteenPrintPages.js';
import { registerMedia } from './routes/media.js';
import { registerOrders } from './routes/orders.js';
import { registerPlatform } from './routes/platform.js';
import { registerPrintouts } from './routes/printouts.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the Hono app of the sandbox on a context (store, realtime hub, clock). */
export function createApp(ctx: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    // Every JSON answer, errors included, is written as the platform writes it: non-ASCII characters escaped.
    // Hono's own `json`, with the escaping: the same status and headers handling (`newResponse` takes either form).
    const respond = c.newResponse as (
      data: string,
      arg?: unknown,
      headers?: Record<string, string>,
    ) => Response;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) =>
      respond(asciiJson(object), arg, { 'Content-Type': 'application/json', ...headers })) as typeof c.json;
    await next();
  });
  app.use(
    '*',
    cors({
      // Only the configured origins get an answer a browser lets their page read; other sites get none.
      origin: (origin) => (isAllowedOrigin(origin, ctx.allowedOrigins) ? origin : null),
      credentials: true,
      exposeHeaders: ['Content-Disposition', 'ETag'],
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // The platform answers JSON-LD.
    if (type.startsWith('application/json'))
      c.res.headers.set('content-type', 'application/ld+json; charset=utf-8');
  });
  app.onError((error, c) => {
    if (error instanceof ValidationProblem) return c.json(violationBody(error.violations), 400);
    if (error instanceof ApiProblem) {
      // A body refused unread is still on the connection: close it rather than read the rest as the next request.
      if (error.status === 413) c.header('connection', 'close');
      return c.json(errorBody(error.status, error.message, error.code), error.status as 400);
    }
    ctx.log(
      `[sandbox] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(errorBody(500, 'Internal Server Error'), 500);
  });
  app.use('*', async (c, next) => {
    await next();
    if (!ctx.commit || SAFE_METHODS.has(c.req.method)) return;
    // A change is acknowledged only once it is on disk.
    try {
      await ctx.commit();
    } catch {
      c.res = c.json(errorBody(503, 'The change could not be stored; try again.'), 503);
    }
  });
  app.use('*', bodyLimits());
  app.notFound((c) => c.json(errorBody(404, `No route found for "${c.req.method} ${c.req.path}"`), 404));

  app.get('/', (c) =>
    c.json({
      name: '@backoffice/sandbox',
      api: '/api/v1',
      realtime: '/app/backoffice-sandbox',
      docs: 'packages/sandbox/README.md',
    }),
  );
  app.use('/api/v1/*', bearerAuth(ctx));
  registerAuth(app, ctx);
  registerPlatform(app, ctx);
  registerOrders(app, ctx);
  registerPrintouts(app, ctx);
  registerCanteenPrintPages(app, ctx);
  registerActions(app, ctx);
  registerMedia(app, ctx);
  registerResources(app, ctx);
  return app;
}
