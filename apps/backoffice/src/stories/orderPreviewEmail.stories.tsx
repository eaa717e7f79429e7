import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { pathOf } from './entityFormStories';
import { heading, requestErrorToast, screenMeta, screenStories } from './screenStories';

/** An order's e-mail as the platform renders it (/orders/{id}/preview-email), as the super admin sees it. */
const meta = { title: 'Screens/Orders/PreviewEmail', ...screenMeta } satisfies Meta;

export default meta;

const preview = routeNamed('order-preview-email');

/** The order shown: the seed's first. */
const shownOrder = (sandbox: Sandbox) => {
  const [order] = sandbox.store.orders();
  if (!order) throw new Error('The seed has no orders');
  return order;
};

const stories = screenStories({
  path: (sandbox) => pathOf(preview.path, { id: shownOrder(sandbox).id }),
  role: 'admin',
  data: ['/orders'],
  states: {
    populated: async (check) => {
      await heading(check, preview.title(check.LL));
      await expect(
        await check.screen.findByTitle(
          check.LL.orderEdit.preview.frameTitle({ id: String(shownOrder(check.sandbox).id) }),
        ),
      ).toBeVisible();
    },
    loading: async (check) => {
      await heading(check, preview.title(check.LL));
      await expect(
        await check.screen.findByRole('progressbar', { name: check.LL.common.loading() }),
      ).toBeVisible();
    },
    error: async (check) => {
      await heading(check, preview.title(check.LL));
      await expect(await check.screen.findByText(check.LL.orderEdit.preview.loadFailed())).toBeVisible();
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
