import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { deliveryJobs } from '../screens/deliveries/deliveryJobs';
import { entityFormStories, pathOf } from './entityFormStories';
import { entityListStories } from './entityListStories';
import { containing, heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The delivery jobs as the super admin sees them: the list, a job's page (loaded with its panels, loading and
 * failed), a new job's form, and a new provider job's form for a delivery.
 */
const meta = { title: 'Screens/Deliveries/Screens', ...screenMeta } satisfies Meta;

export default meta;

const providerJobCreate = routeNamed('delivery-provider-job-create');

/** The delivery a provider job is created for: the seed's first job. */
const firstJobId = (sandbox: Sandbox) => String(sandbox.store.list('delivery-jobs')[0]?.id);

const stories = {
  ...prefixed('List', entityListStories(deliveryJobs, { row: () => 'Wolt' })),
  // The job's title is its number, which no field shows: the pickup address (the restaurant's) names it.
  ...prefixed(
    'Job',
    entityFormStories(deliveryJobs, { shownValue: (job) => job.pickupAddress?.fullAddress ?? '' }),
  ),
  // The screen reads nothing: its one state waits for the admin to choose the provider.
  ...prefixed(
    'ProviderJob',
    screenStories({
      path: (sandbox) => pathOf(providerJobCreate.path, { id: firstJobId(sandbox) }),
      role: 'admin',
      data: [],
      states: {
        waiting: async (check) => {
          const P = check.LL.deliveries.providerJobCreate;
          await heading(check, P.title({ id: firstJobId(check.sandbox) }));
          await expect(await check.screen.findByRole('button', { name: P.submit() })).toBeEnabled();
          await expect(
            check.screen.getByRole('button', { name: containing(P.provider()), expanded: false }),
          ).toBeVisible();
        },
      },
    }),
  ),
};

export const ListPopulatedEn = stories.ListPopulatedEn;
export const ListPopulatedHu = stories.ListPopulatedHu;
export const ListEmptyEn = stories.ListEmptyEn;
export const ListEmptyHu = stories.ListEmptyHu;
export const ListLoadingEn = stories.ListLoadingEn;
export const ListLoadingHu = stories.ListLoadingHu;
export const ListErrorEn = stories.ListErrorEn;
export const ListErrorHu = stories.ListErrorHu;
export const JobEditPopulatedEn = stories.JobEditPopulatedEn;
export const JobEditPopulatedHu = stories.JobEditPopulatedHu;
export const JobEditLoadingEn = stories.JobEditLoadingEn;
export const JobEditLoadingHu = stories.JobEditLoadingHu;
export const JobEditErrorEn = stories.JobEditErrorEn;
export const JobEditErrorHu = stories.JobEditErrorHu;
export const JobCreateEmptyEn = stories.JobCreateEmptyEn;
export const JobCreateEmptyHu = stories.JobCreateEmptyHu;
export const ProviderJobWaitingEn = stories.ProviderJobWaitingEn;
export const ProviderJobWaitingHu = stories.ProviderJobWaitingHu;
