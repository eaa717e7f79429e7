import { describe, expect, it } from 'vitest';

import type { FormMessages } from '../Form';
import { toDateTimeMessage } from './toDateTimeMessage';

const messages: FormMessages = {
  invalid: 'Invalid',
  required: 'Required',
  minValue: (bound) => `min ${bound}`,
  maxValue: (bound) => `max ${bound}`,
  dateTimeFormat: 'Format',
};

describe('toDateTimeMessage', () => {
  it('gives the required and format messages', () => {
    expect(toDateTimeMessage('required', messages, { granularity: 'dateTime' })).toBe('Required');
    expect(toDateTimeMessage('format', messages, { granularity: 'time' })).toBe('Format');
  });

  it('formats a date-time bound through the domain (YYYY-MM-DD HH:mm)', () => {
    const bounds = { granularity: 'dateTime', min: '2023-08-30 08:00:00', max: '2023-08-30 18:00' } as const;
    expect(toDateTimeMessage('min', messages, bounds)).toBe('min 2023-08-30 08:00');
    expect(toDateTimeMessage('max', messages, bounds)).toBe('max 2023-08-30 18:00');
  });

  it('shows a time bound as HH:MM', () => {
    expect(toDateTimeMessage('max', messages, { granularity: 'time', max: '18:00' })).toBe('max 18:00');
  });
});
