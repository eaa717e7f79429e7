import type { MemoryRealtime } from '@backoffice/api';
import { createMemoryRealtime } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';

/** How the sandbox's own realtime events reach the app in a test. */
export type EventBridge =
  /** As published (the whole order). */
  | 'as-is'
  /** Each order event stripped to its id, as a platform that sends ids only would. */
  | 'ids-only'
  /** Not at all: the test emits what it wants. */
  | 'none';

/**
 * A signed-in client on the in-process sandbox that records every request as `METHOD /path?query`, counts the
 * requests still waiting for the sandbox's answer, and can hold back the answers to the requests a test names
 * (`holdAnswers`, or `holdListLoads` for the list loads; each returns the release).
 */
export async function signedInClient(sandbox: Sandbox, email: string) {
  const requests: string[] = [];
  let unanswered = 0;
  let held: { matches: (line: string) => boolean; until: Promise<void> } | null = null;
  const client = await sandboxClient(sandbox, email, {
    respond: async (request, answer) => {
      const url = new URL(request.url);
      const line = `${request.method} ${decodeURIComponent(url.pathname + url.search)}`;
      requests.push(line);
      unanswered += 1;
      try {
        if (held?.matches(line)) await held.until;
        return await answer();
      } finally {
        unanswered -= 1;
      }
    },
  });
  /** Answers no request that `matches` from now on until the returned release is called. */
  const holdAnswers = (matches: (line: string) => boolean): (() => void) => {
    let release: () => void = () => undefined;
    held = {
      matches,
      until: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    return () => {
      held = null;
      release();
    };
  };
  return {
    client,
    requests,
    /** How many requests have not been answered yet. */
    unanswered: () => unanswered,
    holdAnswers,
    /** Answers no list load from now on until the returned release is called. */
    holdListLoads: () => holdAnswers(isListLoad),
  };
}

/**
 * The app as restaurant@example.com at `path` (by default a screen of its own: the incoming-order dialog is over
 * every screen), against a sandbox with no seeded orders and a movable clock, with an in-memory realtime fed as
 * `bridge` says.
 */
export async function renderIncomingOrders({
  bridge,
  path = '/restaurant-invoices',
}: {
  bridge: EventBridge;
  path?: string;
}) {
  let clockOffsetMs = 0;
  const sandbox = createSandbox({
    orderCount: 0,
    now: () => new Date(Date.now() + clockOffsetMs),
    log: () => undefined,
  });
  const realtime: MemoryRealtime = createMemoryRealtime('connected');
  sandbox.realtime.subscribe(({ channel, event, data }) => {
    if (bridge === 'none') return;
    const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
    realtime.emit(channel, event, bridge === 'ids-only' && id !== undefined ? { id } : data);
  });
  const signedIn = await signedInClient(sandbox, 'restaurant@example.com');
  renderApp({ client: signedIn.client, path, realtime });
  // hidden: a modal dialog (the notification prompt, the carousel) may already lie over it.
  await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
  return {
    ...signedIn,
    sandbox,
    realtime,
    /** Places an order as a customer would, 40 minutes back: its prepare start has passed, it is due now. */
    placeDueOrder() {
      clockOffsetMs = -40 * 60_000;
      try {
        return sandbox.placeOrder(1);
      } finally {
        clockOffsetMs = 0;
      }
    },
  };
}

/** Whether a recorded request is a load of the live lists. */
export const isListLoad = (request: string): boolean => request.startsWith('GET /api/v1/orders?');

/**
 * The button named `name` in `container` once it takes a press. The carousel's action button stays busy until the
 * previous action on its order settles (Confirm preparation shows while the approval is still finishing), and a
 * busy button ignores a press, as it should for a user; on a busy machine a test can be that quick.
 */
export async function readyButton(container: HTMLElement, name: string): Promise<HTMLElement> {
  await within(container).findByRole('button', { name });
  await waitFor(() =>
    expect(within(container).getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true'),
  );
  return within(container).getByRole('button', { name });
}
