/**
 * Story-only fixtures: English text standing in for the app's translations, and 100 order-like rows built
 * deterministically (no random, no clock) from the domain's `Order` type.
 */
import type { Order, OrderStatus } from '@backoffice/domain';
import { ORDER_STATUSES } from '@backoffice/domain';

import type { AddFilterDialogLabels } from './AddFilterDialog';
import type { BatchDeleteDialogLabels } from './BatchDeleteDialog';
import type { DataListLabels } from './DataList';
import type { FilterPanelLabels } from './FilterPanel';

export const listLabels: DataListLabels = {
  table: 'Orders',
  search: 'Search',
  quickFilters: 'Quick filters',
  pageSize: 'Rows per page',
  selectAll: 'Select all on this page',
  selectRow: 'Select',
  rowActions: 'Row actions',
  loading: 'Loading orders',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  navigation: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
};

export const columnHeaders = {
  identifier: 'Order',
  status: 'Status',
  restaurant: 'Restaurant',
  customer: 'Customer',
  total: 'Total',
};

export const statusText: Record<OrderStatus, string> = {
  'init-payment': 'Awaiting payment',
  new: 'New',
  approved: 'Approved',
  cancelled: 'Cancelled',
  'cancelled-after-approval': 'Cancelled after approval',
};

export const messages = {
  empty: 'No orders match these filters.',
  error: 'The orders could not be loaded.',
  retry: 'Retry',
  export: 'Export',
  deleteSelected: 'Delete selected',
  filters: 'Filters',
  addFilter: 'Add filter',
};

export const quickFilters = [
  { id: 'today', label: 'Today' },
  { id: 'tomorrow', label: 'Tomorrow' },
  { id: 'new', label: 'New' },
  { id: 'approved', label: 'Approved' },
  { id: 'cancelled', label: 'Cancelled' },
];

export const rowActionLabels = {
  approve: 'Approve',
  cancel: 'Cancel order',
  resend: 'Resend the order e-mail',
  preview: 'Preview the e-mail',
};

export const filterPanelLabels: FilterPanelLabels = {
  title: 'Filters',
  apply: 'Apply',
  clear: 'Clear',
  chipsAdd: 'Add',
  chipsRemove: 'Remove',
  selectPlaceholder: 'Any',
  chipsInput: (label) => `New value for ${label}`,
};

export const filterFields = {
  deliveryStatus: 'Delivery status',
  createdAfter: 'Created after',
  city: 'City',
  customer: 'Customer',
  labels: 'Label codes',
};

export const deliveryStatusOptions = [
  { id: 'searching', label: 'Searching courier' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'delivered', label: 'Delivered' },
];

export const cityOptions = [
  { id: 'budapest', label: 'Budapest' },
  { id: 'debrecen', label: 'Debrecen' },
  { id: 'london', label: 'London' },
  { id: 'szeged', label: 'Szeged' },
];

export const addFilterLabels: AddFilterDialogLabels = {
  title: 'Add filter',
  field: 'Field',
  value: 'Value',
  add: 'Add',
  cancel: 'Cancel',
};

export const addFilterFields = [
  { id: 'identifier', label: 'Order identifier' },
  { id: 'customer', label: 'Customer' },
  { id: 'restaurant', label: 'Restaurant' },
];

export const batchDeleteLabels: BatchDeleteDialogLabels = {
  confirmTitle: (count) => `Delete ${count} orders?`,
  confirmMessage: 'The selected orders are deleted one by one. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  runningTitle: 'Deleting orders',
  progress: 'Deleted',
  progressValue: (deleted, selected, percent) => `${deleted} of ${selected} (${percent}%)`,
  stop: 'Stop',
  stopping: 'Stopping after the current order…',
  finishedTitle: 'Orders deleted',
  finishedMessage: (count) => `${count} orders were deleted.`,
  finishedWithErrorsTitle: 'Some orders were not deleted',
  finishedWithErrorsMessage: (failed, selected) => `${failed} of ${selected} orders could not be deleted:`,
  cancelledTitle: 'Deleting stopped',
  cancelledMessage: (deleted, selected) =>
    `${deleted} of ${selected} orders were deleted before you stopped.`,
  close: 'Close',
};

const restaurants = ['Bistro Nord', 'Curry Corner', 'Green Bowl', 'Pasta Piazza', 'Sushi Go', 'Taco Town'];
const people = [
  { firstName: 'Anna', lastName: 'Kovács' },
  { firstName: 'Ben', lastName: 'Taylor' },
  { firstName: 'Csilla', lastName: 'Nagy' },
  { firstName: 'David', lastName: 'Smith' },
  { firstName: 'Eszter', lastName: 'Tóth' },
  { firstName: 'Frank', lastName: 'Miller' },
  { firstName: 'Gábor', lastName: 'Szabó' },
];

/** A fixed instant the stories count from. */
export const fixtureNow = new Date('2024-05-14T12:00:00Z');

/** The `index`-th (0-based) order of the fixture set: same input, same order. */
export function buildOrder(index: number): Order {
  const number = 1000 + index;
  const items = 1800 + ((index * 733) % 9000);
  const delivery = index % 3 === 0 ? 0 : 490;
  return {
    id: `order-${number}`,
    identifier: `A-${number}`,
    status: ORDER_STATUSES[index % ORDER_STATUSES.length] ?? 'new',
    createdAt: new Date(fixtureNow.getTime() - index * 37 * 60_000).toISOString(),
    restaurantName: restaurants[index % restaurants.length] ?? null,
    userProfile: people[(index * 3) % people.length] ?? null,
    meals: [],
    priceSumItems: items,
    priceDelivery: delivery,
    priceTotal: items + delivery,
    currency: 'HUF',
  };
}

/** 100 order-like rows: the spec's "100 orders" list. */
export const orders: Order[] = Array.from({ length: 100 }, (_, index) => buildOrder(index));
