import { LIMITS } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';

import { toDay } from './LiveOrdersScreen';
import { renderLiveScreen } from './renderLiveScreen.testing';

const DAY = 24 * 3600_000;

describe('the history tab’s date field', () => {
  it('goes to a typed day once the typing stops, in the URL and the list', async () => {
    // The orders are placed at noon: one placed late in the evening is delivered, and listed, on the next day.
    let clock = new Date();
    clock.setHours(12, 0, 0, 0);
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
    const list = await screen.findByRole('region', { name: 'History' });
    await within(list).findByText(String(todays.identifier));

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
    const visitedDays = () => history.filter((path) => path.startsWith('/orders/history/'));
    // The pause that ends the typing is the subject: the fake clock moves only when the test says, so a key that
    // takes long on a busy machine is still no pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drains its async wrapper with a 0 ms timeout that it advances for Jest's fake timers only.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    try {
      const typist = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      // Digit by digit the field holds other complete days on the way (e.g. the 1st, or year 2): none is asked for.
      await typist.keyboard(`${targetDay}${targetMonth}${targetYear}`);
      act(() => vi.advanceTimersByTime(LIMITS.searchDebounceMs - 1));
      expect(visitedDays()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(visitedDays()).toEqual([`/orders/history/${earlier}`]);
      // The day's list is asked for after the lists' own debounce.
      await act(() => vi.advanceTimersByTimeAsync(LIMITS.listDebounceMs));
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
    await within(list).findByText(String(earliers.identifier));
    expect(within(list).queryByText(String(todays.identifier))).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Day' }).querySelector('time')).toHaveAttribute(
      'datetime',
      earlier,
    );
    // Only the shown days' lists were asked for.
    expect(new Set(asked).size).toBe(2);
  });
});
