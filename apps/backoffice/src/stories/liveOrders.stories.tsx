import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { liveFrame, liveTabStories } from './liveTabStories';
import { minimiseCarousel, requestErrorToast, screenMeta, startingWith } from './screenStories';

/**
 * The live order screen (/orders/active): the restaurant admin's, with the incoming-order dialog over it, and the
 * super admin's and the company admin's (every restaurant's orders; their company's), who get no dialog.
 */
const meta = { title: 'Screens/Orders/Live', ...screenMeta } satisfies Meta;

export default meta;

const stories = liveTabStories('active', {
  restaurant: {
    // The seed's orders of the day include some the restaurant must act on: the carousel opens over the lists.
    // Minimised, it leaves the lists and a bar that counts the waiting orders.
    populated: async (check) => {
      await minimiseCarousel(check);
      await liveFrame(check, 'active');
      await expect(
        check.screen.getByRole('heading', {
          level: 2,
          name: startingWith(check.LL.liveOrders.sections.awaiting()),
        }),
      ).toBeVisible();
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
  shared: {
    empty: async (check) => {
      await liveFrame(check, 'active');
      await expect(await check.screen.findByText(check.LL.liveOrders.noActiveOrder())).toBeVisible();
    },
    loading: async (check) => {
      await liveFrame(check, 'active');
      await expect(
        await check.screen.findByRole('heading', {
          level: 2,
          name: `${check.LL.liveOrders.sections.new()} (0)`,
        }),
      ).toBeVisible();
      await expect(check.screen.queryByText(check.LL.liveOrders.noActiveOrder())).toBeNull();
    },
    error: async (check) => {
      await liveFrame(check, 'active');
      await expect(await check.screen.findByText(check.LL.liveOrders.loadFailed())).toBeVisible();
      await requestErrorToast(check);
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
export const AdminPopulatedEn = stories.AdminPopulatedEn;
export const AdminPopulatedHu = stories.AdminPopulatedHu;
export const AdminEmptyEn = stories.AdminEmptyEn;
export const AdminEmptyHu = stories.AdminEmptyHu;
export const AdminLoadingEn = stories.AdminLoadingEn;
export const AdminLoadingHu = stories.AdminLoadingHu;
export const AdminErrorEn = stories.AdminErrorEn;
export const AdminErrorHu = stories.AdminErrorHu;
export const CompanyPopulatedEn = stories.CompanyPopulatedEn;
export const CompanyPopulatedHu = stories.CompanyPopulatedHu;
