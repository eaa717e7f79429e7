export { maxRefundQuantity } from './maxRefundQuantity.js';
export { normalizeRefund } from './normalizeRefund.js';
export { validateRefund } from './validateRefund.js';
