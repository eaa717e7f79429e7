import '../testSetup';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { en, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import { TimeText } from './TimeText';

const at = (minutes: number) => new Date(fixtureNow.getTime() + minutes * 60_000);

describe('TimeText', () => {
  it.each([
    ['35 minutes before the deadline', orders.newOrder, fixtureNow, '35 min left', 'green'],
    ['a little over 2 minutes before', orders.newOrder, at(32.5), '2 min left', 'green'],
    ['exactly 2 minutes before', orders.newOrder, at(33), 'Due now', 'red'],
    ['6 minutes after the deadline', orders.late, fixtureNow, '6 min late', 'red'],
    ['less than a minute after the deadline', orders.newOrder, at(35.5), 'Due now', 'red'],
    ['later today', orders.laterToday, fixtureNow, 'Today 14:30', 'green'],
    ['tomorrow', orders.tomorrow, fixtureNow, 'Tomorrow 11:30', 'green'],
    ['on a later day', orders.nextWeek, fixtureNow, '2024-05-08 11:30', 'green'],
    ['out for delivery', orders.delivering, fixtureNow, 'Out for delivery', 'neutral'],
    ['delivered', orders.delivered, fixtureNow, 'Delivered 11:48', 'neutral'],
    ['cancelled', orders.cancelled, fixtureNow, 'Order updated', 'neutral'],
  ] as const)('reads %s', (_name, order, now, text, tone) => {
    render(<TimeText order={order} now={now} labels={en.timeText} timeZone={fixtureTimeZone} />);
    const element = screen.getByText(text);
    expect(element.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('re-reads the text when the app ticks `now` forward', () => {
    const { rerender } = render(
      <TimeText order={orders.newOrder} now={fixtureNow} labels={en.timeText} timeZone={fixtureTimeZone} />,
    );
    expect(screen.getByText('35 min left')).toBeInTheDocument();
    rerender(
      <TimeText order={orders.newOrder} now={at(20)} labels={en.timeText} timeZone={fixtureTimeZone} />,
    );
    expect(screen.getByText('15 min left')).toBeInTheDocument();
  });

  it('says "now" for a passed deadline when no late text is given', () => {
    const { late: _late, ...labels } = en.timeText;
    render(<TimeText order={orders.late} now={fixtureNow} labels={labels} timeZone={fixtureTimeZone} />);
    expect(screen.getByText('Due now')).toBeInTheDocument();
  });

  it('says "delivered" without a time when the drop-off time is unknown', () => {
    const order = { ...orders.delivered, deliveryJob: { id: 1, courierStatus: 'finished' } };
    render(<TimeText order={order} now={fixtureNow} labels={en.timeText} timeZone={fixtureTimeZone} />);
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });
});
