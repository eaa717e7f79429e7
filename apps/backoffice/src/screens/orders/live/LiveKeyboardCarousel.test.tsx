// The incoming-order carousel from the keyboard, over the live screen (issue #18): Enter on Approve and on Confirm
// preparation, Escape minimises it to the bar, I reopens it, the live shortcuts stay quiet while it is open and
// work while it is minimised; axe finds nothing with it open or minimised.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isListLoad, readyButton, renderIncomingOrders } from './incomingOrders.testing';

const dialog = () => screen.findByRole('dialog', { name: 'New orders' });

beforeEach(() => {
  // jsdom has no media playback: the alert's audio plays as a browser that allows it would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

async function expectAxeClean(): Promise<void> {
  // jsdom does not lay out or paint: colour contrast is checked in the browser (e2e). React Aria's live announcer
  // keeps, for 7 s, a node labelled by a pressed button that has left: no part of the page.
  const results = await axe.run(
    { include: [document.body], exclude: [['[data-live-announcer]']] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

describe('the incoming-order carousel by keyboard on the live screen', () => {
  it('approves and confirms with Enter, minimises with Escape, reopens with I', async () => {
    const app = await renderIncomingOrders({ bridge: 'as-is', path: '/orders/active' });
    await waitFor(() => {
      expect(app.requests.filter(isListLoad).length).toBeGreaterThanOrEqual(2);
      expect(app.unanswered()).toBe(0);
    });
    const first = app.placeDueOrder();
    const second = app.placeDueOrder();
    const shown = await dialog();
    await within(shown).findByText('1 of 2', { exact: false });
    await expectAxeClean();
    const user = userEvent.setup();

    // The live shortcuts stay quiet under the carousel: 2 does not switch tabs.
    await screen.findByRole('tab', { name: 'Active', hidden: true });
    await user.keyboard('2');
    expect(screen.getByRole('tab', { name: 'Active', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const slide = within(shown).getByRole('group', { name: /^\d+ of 2$/ });
    const approving = within(slide).getByText(/^(?!.*of)/, { selector: 'h3 *, h3' }).textContent;
    const approve = within(shown).getByRole('button', { name: 'Approve' });
    approve.focus();
    await user.keyboard('{Enter}');
    await within(shown).findByRole('button', { name: 'Confirm preparation' });
    const approvedId = [first, second].find((order) => order.identifier === approving)?.id;
    expect(app.sandbox.store.get('orders', String(approvedId))).toMatchObject({ status: 'approved' });
    // The lists reload after the approval and may draw the slide again: press the button on screen once they are in.
    await waitFor(() => expect(app.unanswered()).toBe(0));
    const confirm = await readyButton(await dialog(), 'Confirm preparation');
    confirm.focus();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(app.sandbox.store.get('orders', String(approvedId))).toMatchObject({
        preparationConfirmed: true,
      }),
    );

    // One order left: Escape puts the carousel aside, the bar says so, and I brings it back.
    await within(shown).findByText('1 of 1', { exact: false });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New orders' })).toBeNull());
    const bar = await screen.findByRole('region', { name: 'Incoming orders' });
    expect(within(bar).getByRole('status')).toHaveTextContent('1 order waiting');
    await expectAxeClean();
    // Minimised, the live screen's keys work again.
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Reopen the minimised new-orders window')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());

    await user.keyboard('i');
    const again = await dialog();
    const left = [first, second].find((order) => String(order.id) !== String(approvedId));
    expect(within(again).getByText(String(left?.identifier))).toBeInTheDocument();
  });
});
