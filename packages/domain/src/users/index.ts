export { allowanceWeekOrder, fromAllowanceWeek, toAllowanceWeek } from './allowanceDays.js';
export type { AllowanceDay, AllowanceDays, AllowanceWeek } from './allowanceDays.js';
export { previewCostCode, validateExpenseCodeConfig } from './expenseCodeConfig.js';
export {
  EXTRA_ROLES,
  toUserFormValues,
  toUserPayload,
  userRoleFlags,
  userRolesFromFlags,
} from './userRoles.js';
export type { ExtraRole, UserFormValues, UserRoleFlags } from './userRoles.js';
