import type { Translation } from '../i18n-types';
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

/** The bundled Hungarian texts; remote translations (GET /public/translations/hu/backoffice) are merged over them. */
const hu = {
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
} satisfies Translation;

export default hu;
