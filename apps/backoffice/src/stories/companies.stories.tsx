import type { Meta } from '@storybook/react-vite';

import { companies } from '../screens/companies/companies';
import { entityListStories } from './entityListStories';
import { screenMeta } from './screenStories';

/** The companies list (/companies), as the super admin sees it. */
const meta = { title: 'Screens/Companies/List', ...screenMeta } satisfies Meta;

export default meta;

const stories = entityListStories(companies, { row: () => 'Acme Kft.' });

export const PopulatedEn = stories.PopulatedEn;
export const PopulatedHu = stories.PopulatedHu;
export const EmptyEn = stories.EmptyEn;
export const EmptyHu = stories.EmptyHu;
export const LoadingEn = stories.LoadingEn;
export const LoadingHu = stories.LoadingHu;
export const ErrorEn = stories.ErrorEn;
export const ErrorHu = stories.ErrorHu;
