import type { Meta } from '@storybook/react-vite';

import { restaurants } from '../screens/restaurants/restaurants';
import { entityListStories } from './entityListStories';
import { screenMeta } from './screenStories';

/** The restaurants list (/restaurants), as the super admin sees it. */
const meta = { title: 'Screens/Restaurants/List', ...screenMeta } satisfies Meta;

export default meta;

const stories = entityListStories(restaurants, { row: () => 'Pasta Palace' });

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
