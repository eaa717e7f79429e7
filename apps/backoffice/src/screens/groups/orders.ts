import { lazy } from 'react';

import { orderEditScreen } from '../orders/edit/preloadOrderEdit';
import { OrdersIndexScreen } from '../orders/table/OrdersIndexScreen';
import type { ScreenMap } from '../screenTypes';

// The table (/orders, the admins' first screen) ships with the group; the live view (with its cancel dialog's
// rich text editor) and the edit screen load as their own chunks on their first visit, the edit screen also ahead
// of it (preloadOrderEdit). A failed load is a chunk error, caught by the shell's ScreenBoundary.
const LiveOrdersScreen = lazy(() =>
  import('../orders/live/LiveOrdersScreen').then((module) => ({ default: module.LiveOrdersScreen })),
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
  'order-edit': orderEditScreen.Component,
  'order-preview-email': OrderPreviewEmailScreen,
};
