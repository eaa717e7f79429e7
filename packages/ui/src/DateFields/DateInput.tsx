import type { Locale } from '@backoffice/domain';
import { firstDayOfWeek, formatDate } from '@backoffice/domain';
import type { CalendarDate } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput as AriaDateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import type { ControlProps } from '../Form/types';
import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import {
  calendarCell,
  calendarDialog,
  calendarGrid,
  calendarHeader,
  calendarHeaderCell,
  calendarHeading,
  dateInput,
  inputGroup,
  mirrored,
  segment,
  squareButton,
} from './DateFields.css';

/** Accessible names of the date input's buttons and calendar. */
export interface DateInputLabels {
  /** The button that opens the calendar. */
  openCalendar: string;
  /** The calendar's "previous month" button. */
  previousMonth: string;
  /** The calendar's "next month" button. */
  nextMonth: string;
}

/** Props of {@link DateInput}. */
export interface DateInputProps extends ControlProps<string> {
  /** Accessible names of the parts that have no visible text. */
  labels: DateInputLabels;
  /**
   * The display locale: segment order, month names and the first day of the week (Monday for both offered
   * locales, through the domain's `firstDayOfWeek`).
   * @default 'en'
   */
  locale?: Locale;
  /**
   * The earliest day the calendar offers, 'YYYY-MM-DD' (e.g. today, for a "today or later" date; see
   * {@link todayOf}). Days before it are shown unavailable. The form rule does the checking.
   */
  minDate?: string;
}

const weekDays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** Region variants that match the spec: the UK platform writes days before months; Hungarian as usual. */
const intlLocales: Record<Locale, string> = { en: 'en-GB', hu: 'hu-HU' };

/**
 * A calendar date typed segment by segment (arrow keys step, digits type) or picked from a calendar popover.
 * The value is the date input's text 'YYYY-MM-DD' ('' when empty or incomplete). States: `data-invalid` and
 * `data-focus-within` on the group, `data-focused` / `data-placeholder` on segments, `data-selected` /
 * `data-unavailable` on calendar days.
 *
 * **When to use:** A calendar date ('YYYY-MM-DD'): a date filter of the audit log or the invoice list, the
 * day of the live orders' history; in a kit <Form> use its `DateField`.
 *
 * **When not to use:** A date with a time of day, or a time alone, is a {@link DateTimeInput}; a day counted
 * back from a reference date is a {@link RelativeDateInput}; opening hours are a {@link PeriodHoursInput}.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  labels,
  locale = 'en',
  minDate,
}: DateInputProps) {
  const isInvalid = errorMessage !== undefined;
  const min = toCalendarDate(minDate) ?? undefined;
  const weekStart = weekDays[firstDayOfWeek(locale)];
  return (
    <I18nProvider locale={intlLocales[locale]}>
      <DatePicker
        value={toCalendarDate(value)}
        placeholderValue={min}
        onChange={(date) => onChange(date === null ? '' : date.toString())}
        onBlur={onBlur}
        isInvalid={isInvalid}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        firstDayOfWeek={weekStart}
        granularity="day"
      >
        <FieldFrame
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={isRequired}
        >
          <Group className={inputGroup}>
            <AriaDateInput className={dateInput}>
              {(part) => <DateSegment segment={part} className={segment} />}
            </AriaDateInput>
            <Button className={squareButton} aria-label={labels.openCalendar}>
              <Icon name="chevronDown" />
            </Button>
          </Group>
        </FieldFrame>
        <Popover className={overlaySurface} placement="bottom start">
          <Dialog className={calendarDialog} aria-label={label}>
            <Calendar minValue={min} firstDayOfWeek={weekStart}>
              <header className={calendarHeader}>
                <Button slot="previous" className={squareButton} aria-label={labels.previousMonth}>
                  <span className={mirrored}>
                    <Icon name="chevronRight" />
                  </span>
                </Button>
                <Heading className={calendarHeading} />
                <Button slot="next" className={squareButton} aria-label={labels.nextMonth}>
                  <Icon name="chevronRight" />
                </Button>
              </header>
              <CalendarGrid className={calendarGrid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={calendarHeaderCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={calendarCell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/**
 * Today's calendar day as 'YYYY-MM-DD', in the given time zone or the runtime's local one, for `minDate`.
 *
 * @example todayOf(new Date(2023, 7, 30, 10)) // '2023-08-30'
 */
export function todayOf(now: Date, timeZone?: string): string {
  return formatDate(now, timeZone === undefined ? {} : { timeZone });
}

function toCalendarDate(text: string | undefined): CalendarDate | null {
  if (text === undefined || text === '') return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}
