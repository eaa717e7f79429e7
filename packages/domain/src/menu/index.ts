export {
  byMenuPosition,
  groupMenu,
  menuItemActions,
  menuItemState,
  menuPriceStep,
  movedItem,
  moveTo,
  refId,
  toMenuPrice,
} from './menuItems.js';
export type { MenuItemAction, MenuItemState, MenuItemStatus, MenuMove } from './menuItems.js';
export {
  MEAL_DEFAULTS,
  menuImportProblems,
  menuImportSummary,
  toMealOptionPayload,
  toMealPayload,
} from './menuForms.js';
export type {
  MealFormValues,
  MealOptionFormValues,
  MealPayload,
  MenuImportProblem,
  MenuImportSummary,
  MenuPriceValues,
} from './menuForms.js';
