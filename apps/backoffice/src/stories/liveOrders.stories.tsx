import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { ScreenCheck } from './screenStories';
import {
  heading,
  minimiseCarousel,
  requestErrorToast,
  screenMeta,
  screenStories,
  startingWith,
} from './screenStories';

/** The restaurant admin's live order screen (/orders/active), with the incoming-order dialog over it. */
const meta = { title: 'Screens/Orders/Live', ...screenMeta } satisfies Meta;

export default meta;

/** The live screen's frame: its heading and the Active tab chosen. */
async function liveFrame(check: ScreenCheck) {
  await heading(check, check.LL.orders.title());
  await expect(
    await check.screen.findByRole('tab', { name: check.LL.liveOrders.tab.active(), selected: true }),
  ).toBeVisible();
}

const stories = screenStories({
  path: '/orders/active',
  role: 'restaurant',
  data: ['/orders'],
  // The notification permission dialog, a subject of its own, would cover the screen on a browser never asked.
  localStorage: { 'backoffice.notifications.notManagingOrders': '1' },
  states: {
    // The seed's orders of the day include some the restaurant must act on: the carousel opens over the lists.
    // Minimised, it leaves the lists and a bar that counts the waiting orders.
    populated: async (check) => {
      await minimiseCarousel(check);
      await liveFrame(check);
      await expect(
        check.screen.getByRole('heading', {
          level: 2,
          name: startingWith(check.LL.liveOrders.sections.awaiting()),
        }),
      ).toBeVisible();
    },
    empty: async (check) => {
      await liveFrame(check);
      await expect(await check.screen.findByText(check.LL.liveOrders.noActiveOrder())).toBeVisible();
    },
    loading: async (check) => {
      await liveFrame(check);
      await expect(
        await check.screen.findByRole('heading', {
          level: 2,
          name: `${check.LL.liveOrders.sections.new()} (0)`,
        }),
      ).toBeVisible();
      await expect(check.screen.queryByText(check.LL.liveOrders.noActiveOrder())).toBeNull();
    },
    error: async (check) => {
      await liveFrame(check);
      await expect(await check.screen.findByText(check.LL.liveOrders.loadFailed())).toBeVisible();
      await requestErrorToast(check);
    },
    // No other order today: the one just placed, due now, is the carousel's only one, with its approval.
    waiting: async (check) => {
      const dialog = await check.screen.findByRole('dialog', { name: check.LL.liveOrders.incoming.title() });
      const order = check.sandbox.store.orders().at(-1);
      await expect(within(dialog).getByText(order?.identifier ?? 'no order')).toBeVisible();
      await expect(
        within(dialog).getByRole('button', { name: check.LL.liveOrders.approve.approve() }),
      ).toBeEnabled();
    },
  },
});

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
export const WaitingEn = stories.WaitingEn;
export const WaitingHu = stories.WaitingHu;
