import type { BaseTranslation } from '../i18n-types';
import core from './core.js';
import ordersArea from './ordersArea.js';
import entities from './entities.js';
import saveConflict from './saveConflict.js';
import admin from './admin.js';
import canteens from './canteens.js';
import deliveries from './deliveries.js';
import deployment from './deployment.js';
import invoices from './invoices.js';
import restaurants from './restaurants.js';
import menuEditor from './menuEditor.js';
import people from './people.js';

/**
 * The bundled English texts (the base locale). Remote translations (GET /public/translations/en/backoffice)
 * are merged over these at start; keys that the platform also serves keep the platform's names
 * (`orders.title`, `menu.restaurants`, `notifications.request_error.title`, `form.unsaved_sure`...).
 */
const en = {
  ...core,
  ...ordersArea,
  entities,
  saveConflict,
  deployment,
  invoices,
  admin,
  deliveries,
  canteens,
  restaurants,
  menuEditor,
  people,
} satisfies BaseTranslation;

export default en;
