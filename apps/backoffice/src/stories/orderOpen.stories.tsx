import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { ScreenCheck } from './screenStories';
import {
  heading,
  minimiseCarousel,
  requestErrorToast,
  screenMeta,
  screenStories,
  startingWith,
} from './screenStories';

/**
 * The restaurant admin's open orders (/orders/open: the active orders of every restaurant they manage). The tab
 * shows no loading state of its own (its list reads "(0)" until the orders are in), so it has none here.
 */
const meta = { title: 'Screens/Orders/Open', ...screenMeta } satisfies Meta;

export default meta;

/** The open tab's frame: the screen's heading and the Open tab chosen. */
async function openFrame(check: ScreenCheck) {
  await heading(check, check.LL.orders.title());
  await expect(
    await check.screen.findByRole('tab', { name: check.LL.liveOrders.tab.open(), selected: true }),
  ).toBeVisible();
}

const stories = screenStories({
  path: '/orders/open',
  role: 'restaurant',
  data: ['/orders'],
  // The notification permission dialog, a subject of its own, would cover the screen on a browser never asked.
  localStorage: { 'backoffice.notifications.notManagingOrders': '1' },
  states: {
    // The seed's orders that wait for the restaurant open the carousel over every screen: minimised to its bar.
    populated: async (check) => {
      await minimiseCarousel(check);
      await openFrame(check);
      await expect(
        await check.screen.findByRole('heading', {
          level: 2,
          name: new RegExp(`${startingWith(check.LL.liveOrders.tab.open()).source} \\([1-9]`),
        }),
      ).toBeVisible();
    },
    empty: async (check) => {
      await openFrame(check);
      await expect(
        await check.screen.findByRole('heading', { level: 2, name: `${check.LL.liveOrders.tab.open()} (0)` }),
      ).toBeVisible();
      await expect(check.screen.getByText(check.LL.liveOrders.sections.empty())).toBeVisible();
    },
    // The tab has no error text of its own: the request-error toast tells.
    error: async (check) => {
      await openFrame(check);
      await requestErrorToast(check);
    },
  },
});

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
