import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { removeAll } from './ScreenStory';
import type { ScreenCheck } from './screenStories';
import {
  containing,
  heading,
  requestErrorToast,
  screenMeta,
  screenStories,
  startingWith,
} from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The orders table (/orders): the super admin's first screen, and the company admin's (their company's orders,
 * with the cost code column and the quick filters, no export). A restaurant admin's /orders is the live screen
 * (liveOrders.stories.tsx).
 */
const meta = { title: 'Screens/Orders/Table', ...screenMeta } satisfies Meta;

export default meta;

/** The table's heading and its order rows, once they show. */
async function orderRows(check: ScreenCheck) {
  await heading(check, check.LL.orders.title());
  const rows = await check.screen.findAllByRole('row', { name: /\b(BO|CC)-\d+/ });
  await expect(rows.length).toBeGreaterThan(0);
}

/** The empty table: its heading and its empty text. */
async function noOrders(check: ScreenCheck) {
  await heading(check, check.LL.orders.title());
  await expect(await check.screen.findByText(check.LL.ordersTable.empty())).toBeVisible();
}

/** The company admin's tools: the cost code column and the quick filters, and no export. */
async function companyTools({ screen, LL }: ScreenCheck) {
  await expect(
    screen.getByRole('columnheader', { name: containing(LL.ordersTable.columns.costCode()) }),
  ).toBeVisible();
  await expect(screen.getByRole('button', { name: LL.ordersTable.quick.cancelled() })).toBeVisible();
  await expect(screen.queryByRole('button', { name: LL.ordersTable.export() })).toBeNull();
}

const stories = {
  ...screenStories({
    path: '/orders',
    role: 'admin',
    data: ['/orders'],
    empty: (sandbox) => removeAll(sandbox, 'orders'),
    states: {
      populated: orderRows,
      empty: noOrders,
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
  }),
  // Loading and error are the super admin's above: the same table, the same states.
  ...prefixed(
    'Company',
    screenStories({
      path: '/orders',
      role: 'company',
      data: ['/orders'],
      empty: (sandbox) => removeAll(sandbox, 'orders'),
      states: {
        populated: async (check) => {
          await orderRows(check);
          await companyTools(check);
        },
        empty: async (check) => {
          await noOrders(check);
          await companyTools(check);
        },
      },
    }),
  ),
};

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
export const CompanyPopulatedEn = stories.CompanyPopulatedEn;
export const CompanyPopulatedHu = stories.CompanyPopulatedHu;
export const CompanyEmptyEn = stories.CompanyEmptyEn;
export const CompanyEmptyHu = stories.CompanyEmptyHu;
