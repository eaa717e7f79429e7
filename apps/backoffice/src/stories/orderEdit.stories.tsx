import type { Sandbox, StoredOrder } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { heading, requestErrorToast, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * An order's page (/orders/{id}) as the super admin sees it, and as the company admin sees an order of their
 * company (its cost codes to edit; approving, cancelling and the platform's other actions are the super admin's).
 */
const meta = { title: 'Screens/Orders/Edit', ...screenMeta } satisfies Meta;

export default meta;

/** The order shown: the seed's first, or the first of `company` (a company admin sees their company's only). */
const shownOrder = (sandbox: Sandbox, company?: number) => {
  const ofCompany = ({ company: owner }: StoredOrder) => typeof owner === 'object' && owner?.id === company;
  const order = sandbox.store.orders().find((entry) => company === undefined || ofCompany(entry));
  if (!order)
    throw new Error(`The seed has no order${company === undefined ? '' : ` of company ${company}`}`);
  return order;
};

/** The company of the company admin (company@example.com: Acme Kft., packages/sandbox/src/seed.ts). */
const ACME = 1;

const stories = {
  ...screenStories({
    path: (sandbox) => `/orders/${shownOrder(sandbox).id}`,
    role: 'admin',
    data: ['/orders'],
    states: {
      populated: async (check) => {
        const { identifier } = shownOrder(check.sandbox);
        await heading(check, check.LL.orderEdit.heading({ identifier }));
      },
      loading: async (check) => {
        await expect(
          await check.screen.findByRole('progressbar', { name: check.LL.common.loading() }),
        ).toBeVisible();
      },
      error: async (check) => {
        await heading(check, check.LL.screens.orderEdit());
        await expect(await check.screen.findByText(check.LL.orderEdit.loadFailed())).toBeVisible();
        await requestErrorToast(check);
      },
    },
  }),
  // Loading and error are the super admin's above: the same page, the same states.
  ...prefixed(
    'Company',
    screenStories({
      path: (sandbox) => `/orders/${shownOrder(sandbox, ACME).id}`,
      role: 'company',
      data: ['/orders'],
      states: {
        populated: async (check) => {
          const { LL } = check;
          const { identifier } = shownOrder(check.sandbox, ACME);
          await heading(check, LL.orderEdit.heading({ identifier }));
          await expect(
            await check.screen.findByRole('button', { name: LL.orderEdit.actions.costCodes() }),
          ).toBeEnabled();
          await expect(
            check.screen.queryByRole('button', { name: LL.orderEdit.actions.approve() }),
          ).toBeNull();
          await expect(
            check.screen.queryByRole('button', { name: LL.orderEdit.actions.cancel() }),
          ).toBeNull();
        },
      },
    }),
  ),
};

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
export const CompanyPopulatedEn = stories.CompanyPopulatedEn;
export const CompanyPopulatedHu = stories.CompanyPopulatedHu;
