import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { brands } from '../screens/marketing/brands';
import { coupons } from '../screens/marketing/coupons';
import { promoBanners } from '../screens/marketing/promoBanners';
import { promotions } from '../screens/marketing/promotions';
import { registrationCodes } from '../screens/marketing/registrationCodes';
import { tagGroups } from '../screens/marketing/tagGroups';
import { tags } from '../screens/marketing/tags';
import { entityFormStories, pageLoadFailed, pageLoading, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import { containing, heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The marketing screens as the super admin sees them: the lists and forms of promotions, coupons, promo banners,
 * brands, tag groups and registration codes, the tags' forms (their list is tags.stories.tsx), the restaurant
 * highlights and the push notifications.
 */
const meta = { title: 'Screens/Marketing/Screens', ...screenMeta } satisfies Meta;

export default meta;

/** A tag's or tag group's English name: its form opens on the English tab, whatever the language of the app. */
const englishName = (record: { translations?: { en?: { name?: string } } }) =>
  record.translations?.en?.name ?? '';

const highlights = routeNamed('restaurant-highlights');
const push = routeNamed('push-notifications');

const stories = {
  ...prefixed('Promotions', entityListStories(promotions, { row: () => 'Acme Friday' })),
  ...prefixed('Promotion', entityFormStories(promotions)),
  ...prefixed('Coupons', entityListStories(coupons, { states: OWN_LIST_STATES, row: () => 'WELCOME500' })),
  ...prefixed('Coupon', entityFormStories(coupons, { editStates: OWN_EDIT_STATES })),
  ...prefixed(
    'Banners',
    entityListStories(promoBanners, { states: OWN_LIST_STATES, row: () => 'Summer menu' }),
  ),
  ...prefixed('Banner', entityFormStories(promoBanners, { editStates: OWN_EDIT_STATES })),
  ...prefixed('Brands', entityListStories(brands, { states: OWN_LIST_STATES, row: () => 'Pasta Group' })),
  ...prefixed('Brand', entityFormStories(brands, { editStates: OWN_EDIT_STATES })),
  ...prefixed(
    'TagGroups',
    entityListStories(tagGroups, {
      states: OWN_LIST_STATES,
      row: (locale) => (locale === 'hu' ? 'Konyha' : 'Cuisine'),
    }),
  ),
  ...prefixed(
    'TagGroup',
    entityFormStories(tagGroups, { editStates: OWN_EDIT_STATES, shownValue: englishName }),
  ),
  ...prefixed('Tag', entityFormStories(tags, { editStates: OWN_EDIT_STATES, shownValue: englishName })),
  ...prefixed(
    'RegistrationCodes',
    entityListStories(registrationCodes, { states: OWN_LIST_STATES, row: () => 'ACME-2024' }),
  ),
  ...prefixed('RegistrationCode', entityFormStories(registrationCodes, { editStates: OWN_EDIT_STATES })),
  ...prefixed(
    'Highlights',
    screenStories({
      path: highlights.path,
      role: 'admin',
      data: ['/restaurants/highlighting'],
      states: {
        // The seed highlights its first two restaurants, in order.
        populated: async (check) => {
          await heading(check, highlights.title(check.LL));
          const list = await check.screen.findByRole('grid', { name: check.LL.entities.highlights.list() });
          await expect(
            await within(list).findByRole('row', { name: containing('Pasta Palace') }),
          ).toBeVisible();
        },
        loading: (check) => pageLoading(check, highlights.title(check.LL)),
        error: (check) => pageLoadFailed(check, highlights.title(check.LL)),
      },
    }),
  ),
  // The push test screen reads nothing: its one state waits for the admin to choose whom to send to.
  ...prefixed(
    'Push',
    screenStories({
      path: push.path,
      role: 'admin',
      data: [],
      states: {
        waiting: async (check) => {
          const T = check.LL.admin.push;
          await heading(check, push.title(check.LL));
          await expect(await check.screen.findByRole('button', { name: T.send() })).toBeEnabled();
          await expect(check.screen.getByRole('button', { name: T.register() })).toBeEnabled();
        },
      },
    }),
  ),
};

export const PromotionsPopulatedEn = stories.PromotionsPopulatedEn;
export const PromotionsPopulatedHu = stories.PromotionsPopulatedHu;
export const PromotionsEmptyEn = stories.PromotionsEmptyEn;
export const PromotionsEmptyHu = stories.PromotionsEmptyHu;
export const PromotionsLoadingEn = stories.PromotionsLoadingEn;
export const PromotionsLoadingHu = stories.PromotionsLoadingHu;
export const PromotionsErrorEn = stories.PromotionsErrorEn;
export const PromotionsErrorHu = stories.PromotionsErrorHu;
export const PromotionEditPopulatedEn = stories.PromotionEditPopulatedEn;
export const PromotionEditPopulatedHu = stories.PromotionEditPopulatedHu;
export const PromotionEditLoadingEn = stories.PromotionEditLoadingEn;
export const PromotionEditLoadingHu = stories.PromotionEditLoadingHu;
export const PromotionEditErrorEn = stories.PromotionEditErrorEn;
export const PromotionEditErrorHu = stories.PromotionEditErrorHu;
export const PromotionCreateEmptyEn = stories.PromotionCreateEmptyEn;
export const PromotionCreateEmptyHu = stories.PromotionCreateEmptyHu;
export const CouponsPopulatedEn = stories.CouponsPopulatedEn;
export const CouponsPopulatedHu = stories.CouponsPopulatedHu;
export const CouponsEmptyEn = stories.CouponsEmptyEn;
export const CouponsEmptyHu = stories.CouponsEmptyHu;
export const CouponEditPopulatedEn = stories.CouponEditPopulatedEn;
export const CouponEditPopulatedHu = stories.CouponEditPopulatedHu;
export const CouponCreateEmptyEn = stories.CouponCreateEmptyEn;
export const CouponCreateEmptyHu = stories.CouponCreateEmptyHu;
export const BannersPopulatedEn = stories.BannersPopulatedEn;
export const BannersPopulatedHu = stories.BannersPopulatedHu;
export const BannersEmptyEn = stories.BannersEmptyEn;
export const BannersEmptyHu = stories.BannersEmptyHu;
export const BannerEditPopulatedEn = stories.BannerEditPopulatedEn;
export const BannerEditPopulatedHu = stories.BannerEditPopulatedHu;
export const BannerCreateEmptyEn = stories.BannerCreateEmptyEn;
export const BannerCreateEmptyHu = stories.BannerCreateEmptyHu;
export const BrandsPopulatedEn = stories.BrandsPopulatedEn;
export const BrandsPopulatedHu = stories.BrandsPopulatedHu;
export const BrandsEmptyEn = stories.BrandsEmptyEn;
export const BrandsEmptyHu = stories.BrandsEmptyHu;
export const BrandEditPopulatedEn = stories.BrandEditPopulatedEn;
export const BrandEditPopulatedHu = stories.BrandEditPopulatedHu;
export const BrandCreateEmptyEn = stories.BrandCreateEmptyEn;
export const BrandCreateEmptyHu = stories.BrandCreateEmptyHu;
export const TagGroupsPopulatedEn = stories.TagGroupsPopulatedEn;
export const TagGroupsPopulatedHu = stories.TagGroupsPopulatedHu;
export const TagGroupsEmptyEn = stories.TagGroupsEmptyEn;
export const TagGroupsEmptyHu = stories.TagGroupsEmptyHu;
export const TagGroupEditPopulatedEn = stories.TagGroupEditPopulatedEn;
export const TagGroupEditPopulatedHu = stories.TagGroupEditPopulatedHu;
export const TagGroupCreateEmptyEn = stories.TagGroupCreateEmptyEn;
export const TagGroupCreateEmptyHu = stories.TagGroupCreateEmptyHu;
export const TagEditPopulatedEn = stories.TagEditPopulatedEn;
export const TagEditPopulatedHu = stories.TagEditPopulatedHu;
export const TagCreateEmptyEn = stories.TagCreateEmptyEn;
export const TagCreateEmptyHu = stories.TagCreateEmptyHu;
export const RegistrationCodesPopulatedEn = stories.RegistrationCodesPopulatedEn;
export const RegistrationCodesPopulatedHu = stories.RegistrationCodesPopulatedHu;
export const RegistrationCodesEmptyEn = stories.RegistrationCodesEmptyEn;
export const RegistrationCodesEmptyHu = stories.RegistrationCodesEmptyHu;
export const RegistrationCodeEditPopulatedEn = stories.RegistrationCodeEditPopulatedEn;
export const RegistrationCodeEditPopulatedHu = stories.RegistrationCodeEditPopulatedHu;
export const RegistrationCodeCreateEmptyEn = stories.RegistrationCodeCreateEmptyEn;
export const RegistrationCodeCreateEmptyHu = stories.RegistrationCodeCreateEmptyHu;
export const HighlightsPopulatedEn = stories.HighlightsPopulatedEn;
export const HighlightsPopulatedHu = stories.HighlightsPopulatedHu;
export const HighlightsLoadingEn = stories.HighlightsLoadingEn;
export const HighlightsLoadingHu = stories.HighlightsLoadingHu;
export const HighlightsErrorEn = stories.HighlightsErrorEn;
export const HighlightsErrorHu = stories.HighlightsErrorHu;
export const PushWaitingEn = stories.PushWaitingEn;
export const PushWaitingHu = stories.PushWaitingHu;
