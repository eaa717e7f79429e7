import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The screens that ship with the shell and read nothing: the home page, the unauthorized page (a company admin's
 * with its own message, everyone else's with a way back), the not-implemented page and the not-found page. Each
 * has one state, the page as it stays.
 */
const meta = { title: 'Screens/System/Screens', ...screenMeta } satisfies Meta;

export default meta;

const home = routeNamed('home');
const unauthorized = routeNamed('unauthorized');
const notImplemented = routeNamed('not-implemented');

const stories = {
  ...prefixed(
    'Home',
    screenStories({
      path: home.path,
      role: 'admin',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, home.title(check.LL));
          // The sidebar has its own link to the orders: the page's is the one in the main content.
          const main = check.screen.getByRole('main');
          await expect(within(main).getByRole('link', { name: check.LL.orders.title() })).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'Unauthorized',
    screenStories({
      path: unauthorized.path,
      role: 'admin',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, unauthorized.title(check.LL));
          await expect(check.screen.getByText(check.LL.errors.forbidden())).toBeVisible();
          await expect(check.screen.getByRole('button', { name: check.LL.common.back() })).toBeEnabled();
        },
      },
    }),
  ),
  ...prefixed(
    'CompanyUnauthorized',
    screenStories({
      path: unauthorized.path,
      role: 'company',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, unauthorized.title(check.LL));
          await expect(check.screen.getByText(check.LL.errors.forbiddenCompanyAdmin())).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'NotImplemented',
    screenStories({
      path: notImplemented.path,
      role: 'admin',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, notImplemented.title(check.LL));
          await expect(check.screen.getByText(check.LL.errors.notImplemented())).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'NotFound',
    screenStories({
      path: '/no-such-screen',
      role: 'admin',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, check.LL.screens.notFound());
          await expect(check.screen.getByText(check.LL.errors.notFound())).toBeVisible();
          await expect(check.screen.getByRole('button', { name: check.LL.errors.goHome() })).toBeEnabled();
        },
      },
    }),
  ),
};

export const HomePopulatedEn = stories.HomePopulatedEn;
export const HomePopulatedHu = stories.HomePopulatedHu;
export const UnauthorizedPopulatedEn = stories.UnauthorizedPopulatedEn;
export const UnauthorizedPopulatedHu = stories.UnauthorizedPopulatedHu;
export const CompanyUnauthorizedPopulatedEn = stories.CompanyUnauthorizedPopulatedEn;
export const CompanyUnauthorizedPopulatedHu = stories.CompanyUnauthorizedPopulatedHu;
export const NotImplementedPopulatedEn = stories.NotImplementedPopulatedEn;
export const NotImplementedPopulatedHu = stories.NotImplementedPopulatedHu;
export const NotFoundPopulatedEn = stories.NotFoundPopulatedEn;
export const NotFoundPopulatedHu = stories.NotFoundPopulatedHu;
