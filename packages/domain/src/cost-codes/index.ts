export { allocationDifference } from './allocationDifference.js';
export { canEditExpenseCodes } from './canEditExpenseCodes.js';
export { compileCostCodePattern, isValidCostCodePattern } from './costCodePattern.js';
export type { CostCodePattern } from './costCodePattern.js';
export { costCodeFields } from './costCodeFields.js';
export { splitAllocations } from './splitAllocations.js';
export { validateCostCodes } from './validateCostCodes.js';
export type { CostCodeField, CostCodeValidationContext } from './types.js';
