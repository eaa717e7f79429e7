import { approveOrder, confirmOrderPreparation } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import { toDay } from './LiveOrdersScreen';

describe('the history tab', () => {
  it('shows today by default, asks for the chosen day and keeps the scroll position when the day changes', async () => {
    // The orders are placed at noon: one placed late in the evening is delivered, and listed, on the next day.
    let clock = new Date();
    clock.setHours(12, 0, 0, 0);
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined, now: () => clock });
    const today = toDay(clock);
    const todays = sandbox.placeOrder(1);
    // Yesterday's order.
    clock = new Date(clock.getTime() - 24 * 3600_000);
    const yesterday = toDay(clock);
    const yesterdays = sandbox.placeOrder(1);
    clock = new Date();
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    // Both handled, so that nothing waits in the incoming dialog whatever the hour.
    for (const order of [todays, yesterdays]) {
      await approveOrder(admin, String(order.id), { preparationTime: 20 });
      await confirmOrderPreparation(admin, String(order.id));
    }

    const requests: URL[] = [];
    const client = await sandboxClient(sandbox, 'restaurant@example.com', {
      onRequest: (request) => requests.push(new URL(request.url)),
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const location = renderApp({ client, path: '/orders/history' });

    const list = await screen.findByRole('region', { name: 'History' });
    await within(list).findByText(String(todays.identifier));
    expect(screen.getByRole('navigation', { name: 'Day' })).toHaveTextContent(today);
    const historyRange = (day: string) => {
      const after = new Date(`${day}T00:00:00`);
      const before = new Date(after);
      before.setDate(before.getDate() + 1);
      return [after.toISOString(), before.toISOString()];
    };
    const asked = () =>
      requests
        .filter((url) => url.searchParams.has('requiredDeliveryTime[before]'))
        .map((url) => [
          url.searchParams.get('requiredDeliveryTime[after]'),
          url.searchParams.get('requiredDeliveryTime[before]'),
        ]);
    expect(asked()).toContainEqual(historyRange(today));
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Previous day' }));
    expect(location.history.at(-1)).toBe(`/orders/history/${yesterday}`);
    await within(list).findByText(String(yesterdays.identifier));
    expect(within(list).queryByText(String(todays.identifier))).not.toBeInTheDocument();
    expect(asked()).toContainEqual(historyRange(yesterday));
    // Only the day changed: the page stays where it was scrolled to.
    expect(scrollTo).not.toHaveBeenCalled();

    // Any other navigation scrolls to the top.
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders/active'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
