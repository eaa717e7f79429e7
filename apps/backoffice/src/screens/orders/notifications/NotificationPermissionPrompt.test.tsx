import { createSandbox } from '@backoffice/sandbox';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import { NotificationPermissionPrompt } from './NotificationPermissionPrompt';
import { OrderNotificationToggle } from './OrderNotificationToggle';
import { renderWithNotifications, stubNotificationApi } from './renderWithNotifications';

const sandbox = createSandbox({ orderCount: 1, log: () => undefined });
const title = 'Get notified of new orders';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderPrompt(
  permission: NotificationPermission,
  answer?: NotificationPermission,
  email = 'restaurant@example.com',
) {
  vi.stubGlobal('Notification', stubNotificationApi(permission, answer));
  const client = await sandboxClient(sandbox, email);
  return renderWithNotifications(
    <>
      <OrderNotificationToggle />
      <NotificationPermissionPrompt />
    </>,
    client,
  );
}

/** Waits until the texts and the notification state have rendered (the toggle beside the prompt shows). */
const rendered = () => screen.findByRole('switch', { name: 'Order notifications', hidden: true });

describe('NotificationPermissionPrompt', () => {
  it('asks a restaurant admin until permission is granted, then registers push and closes', async () => {
    const { push } = await renderPrompt('default', 'granted');
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('Allow notifications so that new orders reach you');

    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(push.registration()).toEqual({ token: 'device-token-test' });
  });

  it('cannot be dismissed with Escape: it must be answered', async () => {
    await renderPrompt('default');
    await screen.findByRole('dialog', { name: title });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('stays open with the blocked notice and this browser’s help when the browser refuses', async () => {
    const { push } = await renderPrompt('default', 'denied');
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allow notifications' }));
    expect(await within(dialog).findByText('Notifications are blocked in this browser.')).toBeVisible();
    // jsdom's user agent is none of the pictured browsers: the general advice.
    expect(dialog).toHaveTextContent('Open this site’s settings in your browser and allow notifications');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(push.registration()).toBeNull();
  });

  it('is not shown once permission is granted', async () => {
    await renderPrompt('granted');
    await rendered();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides for good when the user does not manage orders here', async () => {
    await renderPrompt('default');
    await screen.findByRole('dialog', { name: title });
    await userEvent.click(screen.getByRole('button', { name: 'I do not manage orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());

    // A later visit on the same browser: still not asked.
    cleanup();
    await renderPrompt('default');
    await rendered();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });

  it('is not shown to users who are not restaurant admins', async () => {
    await renderPrompt('default', 'default', 'admin@example.com');
    await rendered();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
