// The keyboard-first live screen (issue #18): roving focus in each list, the shortcuts of liveKeymap, no shortcut
// while typing or under a dialog, focus kept when an order leaves, the help dialog, and axe in every state.
import type { MemoryRealtime } from '@backoffice/api';
import { cancelOrder, createMemoryRealtime, getOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { approveTimeStep } from '@backoffice/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import { liveShortcutActions } from './liveKeymap';
import { renderLiveScreen } from './renderLiveScreen.testing';

const quiet = { orderCount: 0, log: () => undefined };

/** An order placed for the demo restaurant, read back the way the screen reads it. */
async function placeOrder(sandbox: Sandbox): Promise<Order> {
  const placed = sandbox.placeOrder(1);
  return getOrder(await sandboxClient(sandbox, 'admin@example.com'), String(placed.id));
}

/** The sandbox's own realtime events, passed on to the screen as the platform would. */
function bridged(sandbox: Sandbox): MemoryRealtime {
  const realtime = createMemoryRealtime('connected');
  sandbox.realtime.subscribe(({ channel, event, data }) => realtime.emit(channel, event, data));
  return realtime;
}

const newList = () => screen.findByRole('list', { name: /^New orders/ });
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('button');
const panelOf = (order: Order) =>
  screen.findByRole('region', { name: `Order ${order.identifierForRestaurant ?? order.identifier}` });

async function expectAxeClean(): Promise<void> {
  // jsdom does not lay out or paint: colour contrast is checked in the browser (e2e).
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

let print: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
});
afterEach(() => {
  print.mockRestore();
});

describe('roving focus in the live lists', () => {
  it('makes each list one Tab stop; arrows, Home and End move, Enter selects into the URL', async () => {
    const sandbox = createSandbox(quiet);
    const orders = [await placeOrder(sandbox), await placeOrder(sandbox), await placeOrder(sandbox)];
    const { history } = await renderLiveScreen(sandbox, '/orders/active');
    const list = await newList();
    await waitFor(() => expect(itemsOf(list)).toHaveLength(3));
    const items = itemsOf(list);
    expect(items.filter((item) => item.tabIndex === 0)).toHaveLength(1);

    act(() => items[0]?.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(itemsOf(list)[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(itemsOf(list)[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(itemsOf(list)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');

    const second = orders.find((order) => order.identifier === itemsOf(list)[1]?.textContent);
    expect(second).toBeDefined();
    await waitFor(() => expect(history.at(-1)).toBe(`/orders/active/${second?.id}`));
    expect(itemsOf(list)[1]).toHaveAttribute('aria-current', 'true');
    expect(itemsOf(list).filter((item) => item.tabIndex === 0)).toEqual([itemsOf(list)[1]]);
    await userEvent.keyboard(' ');
    expect(itemsOf(list)[1]).toHaveFocus();
  });
});

describe('the live screen’s shortcuts', () => {
  it('steps the time by 5 (not below 10), approves, confirms, prints and opens the cancel dialog', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    const other = await placeOrder(sandbox);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    await renderLiveScreen(sandbox, `/orders/active/${order.id}`);
    const panel = await panelOf(order);
    const time = within(panel).getByRole('spinbutton', { name: 'Preparation time' });
    const start = Number(time.getAttribute('aria-valuenow'));

    await userEvent.keyboard('+');
    expect(time).toHaveAttribute('aria-valuenow', String(start + 5));
    // Down to the domain's floor of 10, and no lower.
    let expected = start + 5;
    while (expected > 10) {
      await userEvent.keyboard('-');
      expected = approveTimeStep(expected, -1);
      expect(time).toHaveAttribute('aria-valuenow', String(expected));
    }
    await userEvent.keyboard('-');
    expect(time).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('+++');
    expect(time).toHaveAttribute('aria-valuenow', '25');

    await userEvent.keyboard('a');
    await within(panel).findByRole('button', { name: 'Confirm preparation' });
    const approved = await getOrder(admin, order.id);
    expect(approved.status).toBe('approved');
    expect(approved.deliveryJob?.preparationTime).toBe(25);
    // Approved: it moved to the awaiting list.
    const awaiting = screen.getByRole('list', { name: /^Awaiting preparation/ });
    await within(awaiting).findByRole('button', { name: order.identifier });

    await userEvent.keyboard('c');
    await waitFor(async () => expect((await getOrder(admin, order.id)).preparationConfirmed).toBe(true));

    await userEvent.keyboard('p');
    expect(print).toHaveBeenCalledTimes(1);
    act(() => window.dispatchEvent(new Event('afterprint')));

    // X on another order asks for the reason in the cancel dialog.
    await userEvent.click(within(await newList()).getByRole('button', { name: other.identifier }));
    await panelOf(other);
    await userEvent.keyboard('x');
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${other.identifier}` });
    expect(within(dialog).getByText('Reason')).toBeInTheDocument();
    await expectAxeClean();
    // The page's shortcuts stay quiet under the dialog.
    await userEvent.keyboard('2');
    expect(screen.getByRole('tab', { name: 'Active', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('switches tabs with 1, 2, 3, [ and ], keeping focus on the screen', async () => {
    const sandbox = createSandbox(quiet);
    await placeOrder(sandbox);
    const { history } = await renderLiveScreen(sandbox, '/orders/active');
    const list = await newList();
    await waitFor(() => expect(itemsOf(list)).toHaveLength(1));
    act(() => itemsOf(list)[0]?.focus());

    await userEvent.keyboard('2');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/open'));
    // The focused card left with its tab: the selected tab takes focus, never the page.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus());
    await userEvent.keyboard(']');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/history'));
    // '[[' is how user-event types one '['.
    await userEvent.keyboard('[[');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/open'));
    await userEvent.keyboard('3');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/history'));
    await userEvent.keyboard('1');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/active'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('never fires while typing in a field, with Ctrl, Meta or Alt, or under the help dialog', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    const { history } = await renderLiveScreen(sandbox, `/orders/history`);
    const day = await screen.findByRole('group', { name: /day/i }).catch(() => null);
    const field = day ?? (await screen.findAllByRole('spinbutton'))[0];
    expect(field).toBeDefined();
    const input = field?.matches('input') ? field : (field?.querySelector('input') ?? field);
    act(() => (input as HTMLElement).focus());
    const before = history.length;
    await userEvent.keyboard('1a?');
    expect(history).toHaveLength(before);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await userEvent.keyboard('{Control>}1{/Control}{Alt>}1{/Alt}{Meta>}1{/Meta}');
    expect(history).toHaveLength(before);

    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('1');
    expect(history).toHaveLength(before);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
    await userEvent.keyboard('1');
    await waitFor(() => expect(history.at(-1)).toBe('/orders/active'));
    // The order the shortcuts would have approved is untouched.
    expect((await getOrder(await sandboxClient(sandbox, 'admin@example.com'), order.id)).status).toBe('new');
  });

  it('lists every shortcut in the help dialog, which ? opens', async () => {
    const sandbox = createSandbox(quiet);
    await renderLiveScreen(sandbox, '/orders/active');
    await screen.findByRole('list', { name: /^New orders \(0\)/ });
    await expectAxeClean();

    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(help)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const texts = within(help)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(texts).toHaveLength(liveShortcutActions.length + 4);
    expect(terms).toEqual(
      expect.arrayContaining(['A', '+', '−', 'C', 'P', 'X', '1', '2', '3', '[', ']', '?', 'I', 'Home / End']),
    );
    expect(texts).toContain('Reopen the minimised new-orders window');
    expect(texts).toContain('Approve the selected order');
    await expectAxeClean();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
  });
});

describe('focus when an order leaves a list', () => {
  it('moves to the next order, then the previous one, then the list’s heading; never to the page', async () => {
    const sandbox = createSandbox(quiet);
    const orders = [await placeOrder(sandbox), await placeOrder(sandbox), await placeOrder(sandbox)];
    const restaurant = await sandboxClient(sandbox, 'restaurant@example.com');
    await renderLiveScreen(sandbox, '/orders/active', { realtime: bridged(sandbox) });
    const list = await newList();
    await waitFor(() => expect(itemsOf(list)).toHaveLength(3));
    await expectAxeClean();
    const shown = itemsOf(list).map((item) => orders.find((order) => order.identifier === item.textContent));
    const [top, middle, bottom] = shown;

    // The middle order is focused and selected, and approved by A: the next one below takes focus.
    act(() => itemsOf(list)[1]?.focus());
    await userEvent.keyboard('{Enter}');
    await panelOf(middle as Order);
    await expectAxeClean();
    await userEvent.keyboard('a');
    await waitFor(() => expect(itemsOf(list)).toHaveLength(2));
    expect(within(list).getByRole('button', { name: bottom?.identifier })).toHaveFocus();

    // The last one is cancelled elsewhere (a realtime update): the previous one takes focus.
    await act(() =>
      cancelOrder(restaurant, String(bottom?.id), {
        reasonType: 'stock_issue',
        refundReason: 'out_of_stock',
        refundOnBehalf: 'restaurant',
      }),
    );
    await waitFor(() => expect(itemsOf(list)).toHaveLength(1));
    expect(within(list).getByRole('button', { name: top?.identifier })).toHaveFocus();

    // The only one left goes too: the list's heading takes focus.
    await act(() =>
      cancelOrder(restaurant, String(top?.id), {
        reasonType: 'stock_issue',
        refundReason: 'out_of_stock',
        refundOnBehalf: 'restaurant',
      }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New orders (0)' })).toHaveFocus());
  });

  it('keeps focus in the order’s panel when the action that had it leaves', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    await renderLiveScreen(sandbox, `/orders/active/${order.id}`);
    const panel = await panelOf(order);
    const approve = within(panel).getByRole('button', { name: 'Approve' });
    act(() => approve.focus());
    await userEvent.keyboard('{Enter}');
    await within(panel).findByRole('button', { name: 'Confirm preparation' });
    await waitFor(() => expect(approve).not.toBeInTheDocument());
    await waitFor(() => expect(panel).toHaveFocus());
  });
});
