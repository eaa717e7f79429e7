export { periodsOverlap } from './periodsOverlap.js';
export { validatePeriods } from './validatePeriods.js';
