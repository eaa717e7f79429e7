import { canteenOrderDisplayId } from '@backoffice/domain';
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import {
  canteenOf,
  openRoundOrder,
  pageMeta,
  pageStories,
  roundCutoff,
  sharedPageStates,
} from '../testing/pageStories';

/**
 * The label sheet of a canteen kitchen's cutoff (/cloudcanteen/label/view/{canteen}/{restaurant}), as the kitchen
 * opens it from the back-office's link: the seed's Acme canteen, its Canteen Kitchen and the open round's first
 * cutoff, on the sandbox.
 */
const meta = { title: 'Screens/Print/Labels', ...pageMeta } satisfies Meta;

export default meta;

/** The canteen's kitchen of the open round's order (Canteen Kitchen). */
const KITCHEN = 4;

const stories = pageStories({
  path: (sandbox) => `/cloudcanteen/label/view/${canteenOf(sandbox).id}/${KITCHEN}`,
  states: {
    // The open round's first cutoff: the label of the round's order, the cutoff chosen in the picker.
    populated: async ({ screen, sandbox, t }) => {
      const order = openRoundOrder(sandbox);
      const title = t.labels.title(canteenOf(sandbox).name, order?.restaurantName ?? '');
      await expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(screen.getByRole('combobox', { name: t.cutoff.label })).toHaveValue(roundCutoff(sandbox));
      const sheet = screen.getByRole('region', { name: t.labels.sheet });
      await expect(
        within(sheet).getByRole('article', {
          name: t.labels.label(canteenOrderDisplayId(t.canteenProduct, order?.id ?? '')),
        }),
      ).toBeVisible();
      await expect(screen.getByRole('link', { name: t.toolbar.labelsPdf })).toBeVisible();
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
