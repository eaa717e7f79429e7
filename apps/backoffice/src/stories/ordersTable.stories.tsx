import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { removeAll } from './ScreenStory';
import { heading, requestErrorToast, screenMeta, screenStories, startingWith } from './screenStories';

/** The orders table (/orders), the super admin's first screen. */
const meta = { title: 'Screens/Orders/Table', ...screenMeta } satisfies Meta;

export default meta;

const stories = screenStories({
  path: '/orders',
  role: 'admin',
  data: ['/orders'],
  empty: (sandbox) => removeAll(sandbox, 'orders'),
  states: {
    populated: async (check) => {
      await heading(check, check.LL.orders.title());
      const rows = await check.screen.findAllByRole('row', { name: /\b(BO|CC)-\d+/ });
      await expect(rows.length).toBeGreaterThan(0);
    },
    empty: async (check) => {
      await heading(check, check.LL.orders.title());
      await expect(await check.screen.findByText(check.LL.ordersTable.empty())).toBeVisible();
    },
    loading: async (check) => {
      await heading(check, check.LL.orders.title());
      const table = await check.screen.findByRole('table');
      await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    },
    error: async (check) => {
      await heading(check, check.LL.orders.title());
      await expect(
        await check.screen.findByText(startingWith(check.LL.ordersTable.loadError({ message: '' }))),
      ).toBeVisible();
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
