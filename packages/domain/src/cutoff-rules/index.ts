export { fromRelativeDateTime } from './fromRelativeDateTime.js';
export { isValidCutoffTime } from './isValidCutoffTime.js';
export { newCutoffRule } from './newCutoffRule.js';
export { toRelativeDateTime } from './toRelativeDateTime.js';
export { validateCutoffRules } from './validateCutoffRules.js';
export { validateRelativeDateTime } from './validateRelativeDateTime.js';
export type { CutoffRuleDraft, DateTimeBounds, RelativeDateTime, RelativeDateTimeDraft } from './types.js';
