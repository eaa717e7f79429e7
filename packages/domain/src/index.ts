/**
 * @backoffice/domain: the pure business rules of the back-office. No React, no DOM, no clock: every
 * time-dependent rule takes `now: Date`.
 */
export {
  CANCEL_REASONS,
  COURIER_STATUSES,
  DELIVERY_JOB_STATUSES,
  LIMITS,
  ORDER_STATUSES,
  REFUND_ITEM_REASONS,
  REFUND_ON_BEHALF,
  REFUND_ORDER_REASONS,
  REFUND_REASON_PLACEHOLDER,
  ROLE_LIST,
  ROLES,
} from './constants/index.js';
export type * from './types/index.js';
export { toValidationResult } from './validation/index.js';
export type { ValidationCode, ValidationResult } from './validation/index.js';
