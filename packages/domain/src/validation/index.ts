export { toValidationResult } from './toValidationResult.js';
export type { ValidationCode, ValidationResult } from './types.js';
