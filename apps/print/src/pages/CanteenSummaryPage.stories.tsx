import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { canteenOf, openRoundOrder, pageMeta, pageStories, sharedPageStates } from '../testing/pageStories';

/**
 * The summary of a canteen's cutoff (/cloudcanteen/summary/{identifier}), as it opens from the back-office's link:
 * the seed's Acme canteen and the open round's first cutoff, on the sandbox.
 */
const meta = { title: 'Screens/Print/Summary', ...pageMeta } satisfies Meta;

export default meta;

const stories = pageStories({
  path: (sandbox) => `/cloudcanteen/summary/${encodeURIComponent(canteenOf(sandbox).identifier)}`,
  states: {
    // Only Canteen Kitchen cooks for the round's first cutoff (the round's order), and its collected orders of that
    // cutoff are confirmed already.
    populated: async ({ screen, sandbox, t }) => {
      const order = openRoundOrder(sandbox);
      const kitchen = order?.restaurantName ?? '';
      await expect(
        await screen.findByRole('heading', { level: 1, name: t.summary.title(canteenOf(sandbox).name) }),
      ).toBeVisible();
      const table = screen.getByRole('table', {
        name: `${t.summary.restaurantTable(kitchen)} (${t.summary.orders(1)})`,
      });
      await expect(
        within(table).getByRole('rowheader', { name: order?.meals[0]?.name ?? 'no meal' }),
      ).toBeVisible();
      await expect(screen.getByRole('status')).toHaveTextContent(t.confirm.confirmedFor(kitchen));
      await expect(screen.getByRole('link', { name: t.toolbar.summaryPdf })).toBeVisible();
    },
    ...sharedPageStates,
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
export const WrongTokenEn = stories.WrongTokenEn;
export const WrongTokenHu = stories.WrongTokenHu;
