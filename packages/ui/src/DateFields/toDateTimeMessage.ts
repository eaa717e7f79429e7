import { formatDateTime } from '@backoffice/domain';

import type { FormMessages } from '../Form';
import type { DateTimeProblem } from './checkDateTimeText';
import type { DateTimeGranularity } from './normalizeDateTimeText';
import { normalizeDateTimeText } from './normalizeDateTimeText';

/**
 * The form message for a date-time problem: the format message, or the min/max message with the bound
 * formatted through the domain ('YYYY-MM-DD HH:mm'; a time bound as 'HH:MM').
 *
 * @example toDateTimeMessage('min', messages, { granularity: 'dateTime', min: '2023-08-30 10:00:00' }) // messages.minValue('2023-08-30 10:00')
 */
export function toDateTimeMessage(
  problem: DateTimeProblem,
  messages: FormMessages,
  { granularity, min, max }: { granularity: DateTimeGranularity; min?: string; max?: string },
): string {
  const formatBound = (bound: string | undefined) => {
    const normalized = bound === undefined ? null : normalizeDateTimeText(bound, granularity);
    if (normalized === null) return '';
    return granularity === 'time' ? normalized : formatDateTime(normalized);
  };
  switch (problem) {
    case 'required':
      return messages.required;
    case 'format':
      return messages.dateTimeFormat;
    case 'min':
      return messages.minValue(formatBound(min));
    case 'max':
      return messages.maxValue(formatBound(max));
  }
}
