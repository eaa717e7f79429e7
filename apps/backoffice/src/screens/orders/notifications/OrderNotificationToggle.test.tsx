import { readNotificationsOff, writeNotificationsOff } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import { OrderNotificationToggle } from './OrderNotificationToggle';
import { renderWithNotifications, stubNotificationApi } from './renderWithNotifications';

const sandbox = createSandbox({ orderCount: 1, log: () => undefined });
const registeredTokens = () => sandbox.store.list('device-tokens').map((row) => row.deviceToken);

const userAgents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  other:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderToggle(permission: NotificationPermission, answer?: NotificationPermission) {
  vi.stubGlobal('Notification', stubNotificationApi(permission, answer));
  const client = await sandboxClient(sandbox, 'restaurant@example.com');
  const rendered = renderWithNotifications(<OrderNotificationToggle />, client);
  const toggle = await screen.findByRole('switch', { name: 'Order notifications' });
  return { ...rendered, client, toggle };
}

describe('OrderNotificationToggle', () => {
  it('is on when permission is granted: it registers the device with the platform on load', async () => {
    const before = registeredTokens().length;
    const { toggle, push } = await renderToggle('granted');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('On')).toBeVisible();
    expect(push.registration()).toEqual({ token: 'device-token-test' });
    expect(registeredTokens().slice(before)).toEqual(['device-token-test']);
  });

  it('stays off, without registering, when the user switched it off on this browser', async () => {
    vi.stubGlobal('Notification', stubNotificationApi('granted'));
    const client = await sandboxClient(sandbox, 'restaurant@example.com');
    writeNotificationsOff(client.cookies, true, { secure: false });
    const { push } = renderWithNotifications(<OrderNotificationToggle />, client);
    const toggle = await screen.findByRole('switch', { name: 'Order notifications' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Off')).toBeVisible();
    expect(push.registration()).toBeNull();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(push.registration()).toEqual({ token: 'device-token-test' });
    expect(readNotificationsOff(client.cookies)).toBe(false);
  });

  it('turning off unregisters push and remembers the choice in the notification-off cookie', async () => {
    const { toggle, push, client } = await renderToggle('granted');
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(push.registration()).toBeNull();
    expect(readNotificationsOff(client.cookies)).toBe(true);
  });

  it('turning on asks for permission first and registers once it is granted', async () => {
    const { toggle, push } = await renderToggle('default', 'granted');
    expect(toggle).not.toBeChecked();
    expect(push.registration()).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(push.registration()).toEqual({ token: 'device-token-test' });
  });

  it('stays off without registering when the user refuses the browser prompt, then shows blocked', async () => {
    const { toggle, push } = await renderToggle('default', 'denied');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(push.registration()).toBeNull();
    expect(screen.getByText('Notifications are blocked in this browser.')).toBeVisible();
  });

  it.each([
    ['chrome', 'Chrome’s address bar with the site information icon at its left end ringed.'],
    ['firefox', 'Firefox’s address bar with the permissions icon beside the shield ringed.'],
    ['safari', 'Safari’s address field with the page menu at its left end ringed.'],
  ] as const)('is blocked when permission is denied, with %s’s help picture', async (browser, alt) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents[browser]);
    const { toggle } = await renderToggle('denied');
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Notifications are blocked in this browser.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'How to allow them' }));
    await screen.findByRole('dialog', { name: 'Allow notifications' });
    expect(screen.getByRole('img', { name: alt })).toBeVisible();
  });

  it('offers help text without a picture in other browsers', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents.other);
    await renderToggle('denied');
    await userEvent.click(screen.getByRole('button', { name: 'How to allow them' }));
    const help = await screen.findByRole('dialog', { name: 'Allow notifications' });
    expect(help).toHaveTextContent('Open this site’s settings in your browser and allow notifications');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
