import type { QueryParams } from '../client/createApiClient.js';

/** SWR keys of orders; every key starts with 'orders' so a realtime event can revalidate them all. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (variant: 'v1' | 'v2' | 'new' | 'active', query: QueryParams = {}) =>
    ['orders', 'list', variant, query] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  emailPreview: (id: string) => ['orders', 'email-preview', id] as const,
  defaultDeliveryJobValues: (id: string) => ['orders', 'default-delivery-job-values', id] as const,
};
