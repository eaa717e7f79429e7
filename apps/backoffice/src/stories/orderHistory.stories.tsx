import type { Meta } from '@storybook/react-vite';

import { listTabStates, liveTabStories } from './liveTabStories';
import { screenMeta } from './screenStories';

/**
 * The order history (/orders/history: today's orders, by day): the restaurant admin's, and the super admin's and
 * the company admin's (every restaurant's; their company's). The tab shows no loading state of its own (its list
 * reads "(0)" until the day's orders are in), so it has none here.
 */
const meta = { title: 'Screens/Orders/History', ...screenMeta } satisfies Meta;

export default meta;

const { populated, empty, error } = listTabStates('history');

const stories = liveTabStories('history', { restaurant: { populated }, shared: { empty, error } });

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
export const AdminPopulatedEn = stories.AdminPopulatedEn;
export const AdminPopulatedHu = stories.AdminPopulatedHu;
export const AdminEmptyEn = stories.AdminEmptyEn;
export const AdminEmptyHu = stories.AdminEmptyHu;
export const AdminErrorEn = stories.AdminErrorEn;
export const AdminErrorHu = stories.AdminErrorHu;
export const CompanyPopulatedEn = stories.CompanyPopulatedEn;
export const CompanyPopulatedHu = stories.CompanyPopulatedHu;
