import { OrderConfirmScreen } from '../orders/confirm/OrderConfirmScreen';
import { PrintAppRedirect } from '../print/PrintAppRedirect';
import type { ScreenMap } from '../screenTypes';

/**
 * The screens of the print group, by route name (one lazily loaded chunk). The screen issues add their screens
 * here; until then every route of the group shows the placeholder page named after the screen.
 */
export const screens: ScreenMap = {
  'order-confirm': OrderConfirmScreen,
  // The public canteen printouts live in the print app (issue #17).
  'cloudcanteen-label': PrintAppRedirect,
  'cloudcanteen-summary': PrintAppRedirect,
};
