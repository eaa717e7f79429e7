import { lazy } from 'react';

import { OrdersIndexScreen } from '../orders/table/OrdersIndexScreen';
import type { ScreenMap } from '../screenTypes';

// The table (/orders, the admins' first screen) ships with the group; the live view (with its cancel dialog's
// rich text editor) and the edit screen load as their own chunks on their first visit. A failed load is a chunk
// error, caught by the shell's ScreenBoundary.
const LiveOrdersScreen = lazy(() =>
  import('../orders/live/LiveOrdersScreen').then((module) => ({ default: module.LiveOrdersScreen })),
);
const OrderEditScreen = lazy(() =>
  import('../orders/edit/OrderEditScreen').then((module) => ({ default: module.OrderEditScreen })),
);
const OrderPreviewEmailScreen = lazy(() =>
  import('../orders/edit/OrderPreviewEmailScreen').then((module) => ({
    default: module.OrderPreviewEmailScreen,
  })),
);

/**
 * The screens of the orders group, by route name (one lazily loaded chunk). The screen issues add their screens
 * here; until then every route of the group shows the placeholder page named after the screen.
 */
export const screens: ScreenMap = {
  'order-active': LiveOrdersScreen,
  'order-open': LiveOrdersScreen,
  'order-history': LiveOrdersScreen,
  'order-list': OrdersIndexScreen,
  'order-edit': OrderEditScreen,
  'order-preview-email': OrderPreviewEmailScreen,
};
