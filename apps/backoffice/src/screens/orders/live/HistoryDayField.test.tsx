import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { toDay } from './LiveOrdersScreen';
import { renderLiveScreen } from './renderLiveScreen.testing';

const DAY = 24 * 3600_000;

describe('the history tab’s date field', () => {
  it('goes to a typed day once the typing stops, in the URL and the list', async () => {
    let clock = new Date();
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined, now: () => clock });
    const today = toDay(clock);
    const todays = sandbox.placeOrder(1);
    clock = new Date(clock.getTime() - 3 * DAY);
    const earlier = toDay(clock);
    const earliers = sandbox.placeOrder(1);
    clock = new Date();
    const asked: string[] = [];
    const original = sandbox.fetch;
    sandbox.fetch = (request: Request) => {
      const after = new URL(request.url).searchParams.get('requiredDeliveryTime[after]');
      if (after && new URL(request.url).searchParams.has('requiredDeliveryTime[before]')) asked.push(after);
      return original(request);
    };
    const { history } = await renderLiveScreen(sandbox, '/orders/history');
    const list = await screen.findByRole('region', { name: 'History' }, { timeout: 8000 });
    await within(list).findByText(String(todays.identifier), {}, { timeout: 8000 });

    // jsdom does not paint: colour contrast is checked in the browser.
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const field = screen.getByRole('group', { name: 'Go to day' });
    const segments = within(field).getAllByRole('spinbutton');
    // The field starts at the shown day (en-GB: day, month, year).
    const [year, month, dayOfMonth] = today.split('-');
    expect(segments.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual([
      String(Number(dayOfMonth)),
      String(Number(month)),
      String(Number(year)),
    ]);
    const [targetYear = '', targetMonth = '', targetDay = ''] = earlier.split('-');
    const [daySegment] = segments;
    if (!daySegment) throw new Error('the field has a day segment');
    await userEvent.click(daySegment);
    // Digit by digit the field holds other complete days on the way (e.g. the 1st, or year 2): none is asked for.
    await userEvent.keyboard(`${targetDay}${targetMonth}${targetYear}`);

    await waitFor(() => expect(history.at(-1)).toBe(`/orders/history/${earlier}`), { timeout: 3000 });
    expect(history.filter((path) => path.startsWith('/orders/history/'))).toEqual([
      `/orders/history/${earlier}`,
    ]);
    await within(list).findByText(String(earliers.identifier), {}, { timeout: 8000 });
    expect(within(list).queryByText(String(todays.identifier))).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Day' }).querySelector('time')).toHaveAttribute(
      'datetime',
      earlier,
    );
    // Only the shown days' lists were asked for.
    expect(new Set(asked).size).toBe(2);
  }, 20_000);
});
