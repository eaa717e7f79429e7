import type { Principal, SandboxContext } from './context.js';
import { iri } from './hydra.js';

/** The outcome of a test push at one registered endpoint (a device token). */
export interface TestPushResult {
  /** The device token the push went to. */
  endpoint: string;
  /** The user who registered it. */
  user: string | null;
  success: boolean;
  /** Why the push service refused it. */
  error?: string;
}

/** A device token the sandbox's push service treats as no longer registered (to show a failed endpoint). */
const STALE = /^stale-/;

/**
 * Sends a test push (POST /test-push-notification/{kind}) to the registered device tokens it targets: every
 * device for new-order, order-accepted and send; the caller's for send-to-user; one user's for user/{id}; the
 * restaurant's admins' for restaurant/{id}. Gives the result per endpoint.
 */
export function sendTestPush(
  ctx: SandboxContext,
  principal: Principal,
  kind: string,
  id: string | undefined,
): TestPushResult[] {
  let users: Set<number> | null = null;
  if (kind === 'send-to-user') users = new Set([principal.userId]);
  else if (kind === 'user') users = new Set([Number(id)]);
  else if (kind === 'restaurant') {
    users = new Set(
      ctx.store.data.accounts
        .filter((account) => account.managedRestaurants.includes(Number(id)))
        .map((account) => account.userId),
    );
  }
  return ctx.store
    .list('device-tokens')
    .filter((device) => users === null || users.has(Number(device.user)))
    .map((device) => {
      const endpoint = String(device.deviceToken);
      const user =
        device.user === null || device.user === undefined ? null : iri('users', Number(device.user));
      return STALE.test(endpoint)
        ? { endpoint, user, success: false, error: 'NotRegistered' }
        : { endpoint, user, success: true };
    });
}
