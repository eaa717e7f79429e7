/** Story-only English texts and fixed data of the date fields (never imported by the components). */
import type { CanteenRule, Period } from '@backoffice/domain';

import type { FormMessages } from '../Form';

export const messages: FormMessages = {
  invalid: 'Invalid',
  required: 'Required',
  minValue: (bound) => `Must be ${bound} or later`,
  maxValue: (bound) => `Must be ${bound} or earlier`,
  dateTimeFormat: 'Wrong period and hour format',
};

/** A fixed "now" so that stories never read the clock: 2023-08-30 10:00 local time. */
export const now = new Date(2023, 7, 30, 10, 0, 0);
/** The spec's default cutoff and reference time. */
export const reference = '2023-08-30 10:00:00';

export const dateLabels = {
  label: 'Delivery date',
  description: 'Today or later',
  labels: { openCalendar: 'Open calendar', previousMonth: 'Previous month', nextMonth: 'Next month' },
};

export const dateTimeLabels = {
  label: 'Pickup time',
  timeLabel: 'Opening time',
  description: 'YYYY-MM-DD HH:mm',
  timeDescription: 'HH:MM',
  placeholder: 'YYYY-MM-DD HH:mm',
  timePlaceholder: 'HH:MM',
};

export const periodLabels = {
  label: 'Opening hours',
  labels: {
    period: (n: number) => `Period ${n}`,
    start: 'Start',
    end: 'End',
    add: 'Add period',
    remove: (n: number) => `Remove period ${n}`,
    timePlaceholder: 'HH:mm',
  },
};

export const relativeLabels = {
  label: 'Order deadline',
  labels: {
    dayOffset: 'Day',
    dayOffsetOption: (days: number) =>
      days === 0 ? 'Same day' : days === 1 ? '1 day before' : `${days} days before`,
    time: 'Time',
    resultingDate: (date: string) => `On ${date}`,
  },
};

export const cutoffLabels = {
  label: 'Cutoff rules',
  labels: {
    rule: (n: number) => `Rule ${n}`,
    cutoffTime: 'Cutoff time',
    limit: 'Meal limit',
    add: 'Add cutoff rule',
    remove: (n: number) => `Remove rule ${n}`,
    cutoffPlaceholder: 'YYYY-MM-DD HH:mm:ss',
  },
};

export const save = 'Save';

export const periods: Period[] = [
  { start: '08:00', end: '11:00' },
  { start: '12:00', end: '15:30' },
];

export const overlappingPeriods: Period[] = [
  { start: '08:00', end: '11:00' },
  { start: '10:30', end: '14:00' },
  { start: '16:00', end: '15:00' },
];

export const cutoffRules: CanteenRule[] = [
  { cutoffTime: '2023-08-29 16:00:00', limit: 50 },
  { cutoffTime: '2023-08-30 08:00:00', limit: 999 },
];

export const outOfOrderRules: CanteenRule[] = [
  { cutoffTime: '2023-08-30 08:00:00', limit: 50 },
  { cutoffTime: '2023-08-29 16:00:00', limit: 0 },
];
