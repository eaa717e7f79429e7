import { isCanteenOrder, splitActiveOrders } from '@backoffice/domain';
import type { Sandbox, StoredOrder } from '@backoffice/sandbox';
import { expect, within } from 'storybook/test';

import { removeAll } from './ScreenStory';
import type { ScreenCheck, StateSpec } from './screenStories';
import { heading, minimiseCarousel, requestErrorToast, screenStories, startingWith } from './screenStories';
import { prefixed } from './storyGroups';

/** The live screen's tabs, each a route of its own: /orders/active, /orders/open and /orders/history. */
export type LiveTab = 'active' | 'open' | 'history';

/** The tabs that are one list of orders (the open orders, the day's history). */
export type ListTab = Exclude<LiveTab, 'active'>;

/** The states of a live tab that every role sees alike: the screen without its orders. */
export type SharedLiveState = 'empty' | 'loading' | 'error';

/** The states only the restaurant admin's view has its own way: the carousel over the orders, a new order in it. */
export type RestaurantLiveState = 'populated' | 'waiting';

/** The live screen's frame on a tab: the screen's heading and the tab chosen. */
export async function liveFrame(check: ScreenCheck, tab: LiveTab): Promise<void> {
  await heading(check, check.LL.orders.title());
  await expect(
    await check.screen.findByRole('tab', { name: check.LL.liveOrders.tab[tab](), selected: true }),
  ).toBeVisible();
}

/**
 * The states of a tab that is one list (open orders, history), whose heading counts its orders. It shows no loading
 * state of its own (the list reads "(0)" until the orders are in) and no error text (the request-error toast tells).
 */
export function listTabStates(tab: ListTab) {
  const title = (check: ScreenCheck) => check.LL.liveOrders.tab[tab]();
  return {
    // The seed's orders that wait for the restaurant open the carousel over every screen: minimised to its bar.
    populated: async (check: ScreenCheck) => {
      await minimiseCarousel(check);
      await liveFrame(check, tab);
      await expect(
        await check.screen.findByRole('heading', {
          level: 2,
          name: new RegExp(`${startingWith(title(check)).source} \\([1-9]`),
        }),
      ).toBeVisible();
    },
    empty: async (check: ScreenCheck) => {
      await liveFrame(check, tab);
      await expect(
        await check.screen.findByRole('heading', { level: 2, name: `${title(check)} (0)` }),
      ).toBeVisible();
      await expect(check.screen.getByText(check.LL.liveOrders.sections.empty())).toBeVisible();
    },
    error: async (check: ScreenCheck) => {
      await liveFrame(check, tab);
      await requestErrorToast(check);
    },
  };
}

/** The list of the tab that holds the new orders: New orders on the active tab, the tab's one list on the others. */
const listOf = ({ screen, LL }: ScreenCheck, tab: LiveTab) =>
  screen.findByRole('region', {
    name: tab === 'active' ? LL.liveOrders.sections.new() : LL.liveOrders.tab[tab](),
  });

/**
 * The seed's new orders, which every tab lists (the active tab's first list, the open orders, the day's history),
 * but for canteen orders, whose cards are named by the product, not by the identifier.
 */
const newOrders = (check: ScreenCheck): StoredOrder[] =>
  splitActiveOrders(check.sandbox.store.orders()).newOrders.filter((order) => !isCanteenOrder(order));

/** The seed's company of the company admin (company@example.com). */
const OWN_COMPANY = 'Acme Kft.';

/** The incoming-order dialog is not there: only a restaurant admin gets it, over every screen. */
const noIncomingDialog = ({ screen, LL }: ScreenCheck) =>
  expect(screen.queryByRole('dialog', { name: LL.liveOrders.incoming.title() })).toBeNull();

/** What the super admin sees on a live tab: the orders of every restaurant (here of two), and no dialog. */
async function everyRestaurantsOrders(check: ScreenCheck, tab: LiveTab): Promise<void> {
  await liveFrame(check, tab);
  const [first, ...rest] = newOrders(check);
  const other = rest.find((order) => order.restaurantName !== first?.restaurantName);
  const list = await listOf(check, tab);
  await expect(
    await within(list).findByRole('article', { name: first?.identifier ?? 'no order' }),
  ).toBeVisible();
  await expect(within(list).getByRole('article', { name: other?.identifier ?? 'no order' })).toBeVisible();
  await noIncomingDialog(check);
}

/** What the company admin sees on a live tab: their company's orders, not another company's, and no dialog. */
async function ownCompanysOrders(check: ScreenCheck, tab: LiveTab): Promise<void> {
  await liveFrame(check, tab);
  const orders = newOrders(check);
  const own = orders.find((order) => order.companyName === OWN_COMPANY);
  const foreign = orders.find((order) => order.companyName !== OWN_COMPANY);
  const list = await listOf(check, tab);
  await expect(
    await within(list).findByRole('article', { name: own?.identifier ?? 'no order' }),
  ).toBeVisible();
  await expect(foreign).toBeDefined();
  await expect(within(list).queryByRole('article', { name: foreign?.identifier ?? 'no order' })).toBeNull();
  await noIncomingDialog(check);
}

/**
 * The stories of a live tab for each role that opens it (route access SA_CA_RA). The restaurant admin's
 * (`PopulatedEn`, …): `restaurant` and `shared`, with the incoming-order dialog over the screen. The super admin's
 * (`AdminPopulatedEn`, …): every restaurant's orders, then the `shared` states. The company admin's
 * (`CompanyPopulatedEn`, …): their company's orders; their other states are the super admin's, the same lists
 * without their orders. For these two, empty removes every order, the open canteen round's too, which both see.
 */
export function liveTabStories<R extends RestaurantLiveState, S extends SharedLiveState>(
  tab: LiveTab,
  { restaurant, shared }: { restaurant: Record<R, StateSpec>; shared: Record<S, StateSpec> },
) {
  const setup = { path: `/orders/${tab}`, data: ['/orders'] };
  const others = { ...setup, empty: (sandbox: Sandbox) => removeAll(sandbox, 'orders') };
  return {
    ...screenStories({
      ...setup,
      role: 'restaurant',
      // The notification permission dialog, a subject of its own, would cover the screen on a browser never asked.
      localStorage: { 'backoffice.notifications.notManagingOrders': '1' },
      states: { ...restaurant, ...shared },
    }),
    ...prefixed(
      'Admin',
      screenStories({
        ...others,
        role: 'admin',
        states: { populated: (check: ScreenCheck) => everyRestaurantsOrders(check, tab), ...shared },
      }),
    ),
    ...prefixed(
      'Company',
      screenStories({
        ...others,
        role: 'company',
        states: { populated: (check: ScreenCheck) => ownCompanysOrders(check, tab) },
      }),
    ),
  };
}
