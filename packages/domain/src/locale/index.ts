export { firstDayOfWeek } from './firstDayOfWeek.js';
export { formatCutoff } from './formatCutoff.js';
export { formatDate } from './formatDate.js';
export { formatDateTime } from './formatDateTime.js';
export { formatPersonName } from './formatPersonName.js';
export { formatTime } from './formatTime.js';
export { isSupportedLocale } from './isSupportedLocale.js';
export { parseCutoff } from './parseCutoff.js';
export type { DateInput, Locale, TimeZoneOptions } from './types.js';
