import type { Locale, RelativeDateTimeDraft } from '@backoffice/domain';
import { formatDate, fromRelativeDateTime, LIMITS, toRelativeDateTime } from '@backoffice/domain';
import type { Time } from '@internationalized/date';
import { parseTime } from '@internationalized/date';
import { useId, useState } from 'react';
import {
  Button,
  DateInput as AriaDateInput,
  DateSegment,
  I18nProvider,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TimeField,
} from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import { error as errorStyle, input } from '../Form/FieldFrame.css';
import type { ControlProps } from '../Form/types';
import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import {
  description as descriptionStyle,
  inline,
  inputGroup,
  legend,
  listBox,
  listBoxItem,
  listFieldset,
  segment,
  select,
} from './DateFields.css';

/** Texts of the relative date picker. */
export interface RelativeDateLabels {
  /** Label of the day choice. */
  dayOffset: string;
  /** An option of the day choice: 0 → 'Same day', 1 → '1 day before', … */
  dayOffsetOption: (days: number) => string;
  /** Label of the time. */
  time: string;
  /** The resulting day, shown under the parts: (date 'YYYY-MM-DD') → 'On 2023-08-29'. */
  resultingDate?: (date: string) => string;
}

/** Props of {@link RelativeDateInput}. */
export interface RelativeDateInputProps extends ControlProps<string> {
  /** Texts of the parts. */
  labels: RelativeDateLabels;
  /**
   * The reference date-time 'YYYY-MM-DD HH:mm:ss'; only its day counts.
   * @default LIMITS.defaultCutoffReference ('2023-08-30 10:00:00')
   */
  reference?: string;
  /**
   * The display locale of the time segments.
   * @default 'en'
   */
  locale?: Locale;
}

const intlLocales: Record<Locale, string> = { en: 'en-GB', hu: 'hu-HU' };
const offsets = Array.from(
  { length: LIMITS.relativeDayOffsetMax - LIMITS.relativeDayOffsetMin + 1 },
  (_unused, i) => LIMITS.relativeDayOffsetMin + i,
);
const emptyDraft: RelativeDateTimeDraft = { dayOffset: null, time: null };

/**
 * The relative date picker: a day offset from 0 to 7 days before the reference date plus a time of day. The
 * value is the resulting date-time 'YYYY-MM-DD HH:mm:ss', converted through the domain's
 * `fromRelativeDateTime` / `toRelativeDateTime`; while a part is missing it is ''. States: `data-invalid` on
 * the time group, `data-focused` on segments, `data-selected` on the chosen day option.
 *
 * **When to use:** A date-time chosen as a day offset (0 to 7 days before a reference date) plus a time: a
 * canteen's cutoff override. In a kit <Form> use its `RelativeDateField`.
 *
 * **When not to use:** A free date-time is a {@link DateTimeInput}; a calendar date is a {@link DateInput}.
 */
export function RelativeDateInput({
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
  reference = LIMITS.defaultCutoffReference,
  locale = 'en',
}: RelativeDateInputProps) {
  const descriptionId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<RelativeDateTimeDraft>(
    () => toRelativeDateTime(value, reference) ?? emptyDraft,
  );
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a reset, a server load) replaces the parts; the value this control emitted does not.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (fromRelativeDateTime(draft, reference) ?? '')) {
      setDraft(toRelativeDateTime(value, reference) ?? emptyDraft);
    }
  }

  const change = (next: RelativeDateTimeDraft) => {
    const nextValue = fromRelativeDateTime(next, reference) ?? '';
    setDraft(next);
    setShownValue(nextValue);
    onChange(nextValue);
  };
  const isInvalid = errorMessage !== undefined;
  const resulting = fromRelativeDateTime(draft, reference);
  const helpText = [
    description,
    resulting !== null && labels.resultingDate ? labels.resultingDate(formatDate(resulting)) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const describedBy = [helpText ? descriptionId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ');

  return (
    <I18nProvider locale={intlLocales[locale]}>
      <fieldset className={listFieldset} disabled={isDisabled} aria-describedby={describedBy || undefined}>
        <legend className={legend}>{label}</legend>
        <div className={inline}>
          <Select
            value={draft.dayOffset ?? null}
            onChange={(key) => change({ ...draft, dayOffset: typeof key === 'number' ? key : null })}
            onBlur={onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            name={name === undefined ? undefined : `${name}.dayOffset`}
            aria-describedby={describedBy || undefined}
          >
            <FieldFrame label={labels.dayOffset} isRequired={isRequired}>
              <Button className={`${input} ${select}`}>
                <SelectValue />
                <Icon name="chevronDown" />
              </Button>
            </FieldFrame>
            <Popover className={overlaySurface} placement="bottom start">
              <ListBox className={listBox}>
                {offsets.map((days) => (
                  <ListBoxItem
                    key={days}
                    id={days}
                    className={listBoxItem}
                    textValue={labels.dayOffsetOption(days)}
                  >
                    {labels.dayOffsetOption(days)}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
          <TimeField
            value={toTime(draft.time)}
            onChange={(time) =>
              change({ ...draft, time: time === null ? null : time.toString().slice(0, 5) })
            }
            onBlur={onBlur}
            isRequired={isRequired}
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            hourCycle={24}
            granularity="minute"
            name={name === undefined ? undefined : `${name}.time`}
            aria-describedby={describedBy || undefined}
            validationBehavior="aria"
          >
            <FieldFrame label={labels.time} isRequired={isRequired}>
              <AriaDateInput className={`${input} ${inputGroup}`}>
                {(part) => <DateSegment segment={part} className={segment} />}
              </AriaDateInput>
            </FieldFrame>
          </TimeField>
        </div>
        {helpText ? (
          <p id={descriptionId} className={descriptionStyle}>
            {helpText}
          </p>
        ) : null}
        {isInvalid ? (
          <p id={errorId} className={errorStyle}>
            <Icon name="alert" size="sm" />
            {errorMessage}
          </p>
        ) : null}
      </fieldset>
    </I18nProvider>
  );
}

function toTime(text: string | null | undefined): Time | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return parseTime(text);
  } catch {
    return null;
  }
}
