import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { pathOf } from './entityFormStories';
import { heading, screenMeta, screenStories, startingWith } from './screenStories';

/**
 * The public order confirmation (/order-confirm/{id}?token=…): a restaurant opens an order from the link of its
 * e-mail, with no login, and approves it with a preparation time. Populated: the link of the seed's first new
 * order. Error: the same order's link with a token the platform does not know (no read fails: `data` is empty).
 */
const meta = { title: 'Screens/Orders/Confirm', ...screenMeta } satisfies Meta;

export default meta;

const confirm = routeNamed('order-confirm');

/** The order the link confirms: the seed's first new order, which its restaurant has yet to approve. */
const linkedOrder = (sandbox: Sandbox) => {
  const order = sandbox.store.orders().find(({ status }) => status === 'new');
  if (!order) throw new Error('The seed has no new order');
  return order;
};

const stories = screenStories({
  path: (sandbox, state) => {
    const { id, token } = linkedOrder(sandbox);
    const shown = state === 'error' ? 'not-the-link-token' : String(token);
    return `${pathOf(confirm.path, { id })}?token=${encodeURIComponent(shown)}`;
  },
  role: null,
  data: [],
  states: {
    populated: async (check) => {
      const { LL } = check;
      const t = LL.orderEdit.publicConfirm;
      await heading(check, t.title({ identifier: linkedOrder(check.sandbox).identifier }));
      await expect(check.screen.getByText(startingWith(`${t.deliveryTime()}:`))).toBeVisible();
      await expect(check.screen.getByText(t.intro())).toBeVisible();
      await expect(check.screen.getByRole('button', { name: LL.orderEdit.actions.approve() })).toBeEnabled();
    },
    // The page names the order by the link's id (it could not read the order) and says the link is not valid.
    error: async (check) => {
      const t = check.LL.orderEdit.publicConfirm;
      await heading(check, t.title({ identifier: linkedOrder(check.sandbox).id }));
      await expect(await check.screen.findByRole('alert')).toHaveTextContent(t.notFound());
    },
  },
});

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
