import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { heading, requestErrorToast, screenMeta, screenStories } from './screenStories';

/** An order's page (/orders/{id}) as the super admin sees it. */
const meta = { title: 'Screens/Orders/Edit', ...screenMeta } satisfies Meta;

export default meta;

/** The order shown: the seed's first. */
const shownOrder = (sandbox: Sandbox) => {
  const [order] = sandbox.store.orders();
  if (!order) throw new Error('The seed has no orders');
  return order;
};

const stories = screenStories({
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
});

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
