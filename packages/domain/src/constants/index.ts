export { LIMITS } from './limits.js';
export {
  CANCEL_REASONS,
  REFUND_ITEM_REASONS,
  REFUND_ON_BEHALF,
  REFUND_ORDER_REASONS,
  REFUND_REASON_PLACEHOLDER,
} from './reasons.js';
export { ROLE_LIST, ROLES } from './roles.js';
export { COURIER_GROUPS, COURIER_STATUSES, DELIVERY_JOB_STATUSES, ORDER_STATUSES } from './statuses.js';
