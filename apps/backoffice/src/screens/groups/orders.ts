import { OrderEditScreen } from '../orders/edit/OrderEditScreen';
import { OrderPreviewEmailScreen } from '../orders/edit/OrderPreviewEmailScreen';
import { LiveOrdersScreen } from '../orders/live/LiveOrdersScreen';
import { OrdersIndexScreen } from '../orders/table/OrdersIndexScreen';
import type { ScreenMap } from '../screenTypes';

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
