import type { BaseTranslation } from '../i18n-types';
import liveOrders from './liveOrders.js';
import incomingOrders from './incomingOrders.js';
import liveKeyboard from './liveKeyboard.js';
import orderDialogs from './orderDialogs.js';
import orderEdit from './orderEdit.js';
import orderPage from './orderPage.js';
import ordersTable from './ordersTable.js';
import unreadableRecords from './unreadableRecords.js';
import print from './print.js';

/**
 * The English texts of the orders screens (the orders table, an order, the live orders and their dialogs) and of
 * what they share with other screens (unreadable records, printouts). A signed-in user who
 * lands on an orders screen loads these with the core texts, not the texts of every area (I18nProvider's
 * TextScope `orders`); index.ts adds the other areas.
 */
const ordersArea = {
  liveOrders,
  incomingOrders,
  liveKeyboard,
  orderDialogs,
  orderEdit,
  orderPage,
  ordersTable,
  unreadableRecords,
  print,
} satisfies Partial<BaseTranslation>;

export default ordersArea;
