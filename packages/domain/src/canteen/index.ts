export { canteenCutoffProgress } from './canteenCutoffProgress.js';
export { canteenCutoffs } from './canteenCutoffs.js';
export { nextCutoffRefetchAt } from './nextCutoffRefetchAt.js';
export { splitCanteenSubOrders } from './splitCanteenSubOrders.js';
export { visibleCanteenSubOrders } from './visibleCanteenSubOrders.js';
export type { CanteenCutoff, CanteenCutoffProgress } from './types.js';
