import type { Meta } from '@storybook/react-vite';

import { tags } from '../screens/marketing/tags';
import { entityListStories } from './entityListStories';
import { screenMeta } from './screenStories';

/** The restaurant tags list (/tags), as the super admin sees it. */
const meta = { title: 'Screens/Marketing/Tags', ...screenMeta } satisfies Meta;

export default meta;

const stories = entityListStories(tags, { row: (locale) => (locale === 'hu' ? 'Olasz' : 'Italian') });

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
