import type { Translation } from '../i18n-types';
import core from './core.js';
import admin from './admin.js';
import canteens from './canteens.js';
import deliveries from './deliveries.js';
import entities from './entities.js';
import saveConflict from './saveConflict.js';
import unreadableRecords from './unreadableRecords.js';
import deployment from './deployment.js';
import invoices from './invoices.js';
import restaurants from './restaurants.js';
import liveOrders from './liveOrders.js';
import incomingOrders from './incomingOrders.js';
import liveKeyboard from './liveKeyboard.js';
import menuEditor from './menuEditor.js';
import orderDialogs from './orderDialogs.js';
import people from './people.js';
import orderEdit from './orderEdit.js';
import orderPage from './orderPage.js';
import ordersTable from './ordersTable.js';
import print from './print.js';

/** The bundled Hungarian texts; remote translations (GET /public/translations/hu/backoffice) are merged over them. */
const hu = {
  ...core,
  liveOrders,
  incomingOrders,
  liveKeyboard,
  orderDialogs,
  orderEdit,
  orderPage,
  ordersTable,
  entities,
  saveConflict,
  unreadableRecords,
  deployment,
  invoices,
  admin,
  deliveries,
  canteens,
  restaurants,
  menuEditor,
  people,
  print,
} satisfies Translation;

export default hu;
