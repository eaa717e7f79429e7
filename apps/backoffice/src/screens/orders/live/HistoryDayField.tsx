import { LIMITS } from '@backoffice/domain';
import { DateInput } from '@backoffice/ui';
import { useEffect, useState } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';

/** Props of {@link HistoryDayField}. */
export interface HistoryDayFieldProps {
  /** The day the history shows, 'YYYY-MM-DD' (the URL's). */
  day: string;
  /** Goes to another day (puts it into the URL). */
  onDayChange: (day: string) => void;
}

/**
 * The history tab's date field: a day picked from the calendar or typed segment by segment becomes the shown day
 * once the typing has stopped (`LIMITS.searchDebounceMs`, as for the search box) or the field is left, so that a
 * half-typed year asks for no list. Mount it with `key={day}`: it starts again from the URL's day when the day
 * changes elsewhere (the previous/next/today links, the browser's back button).
 */
export function HistoryDayField({ day, onDayChange }: HistoryDayFieldProps) {
  const { LL, locale } = useI18n();
  const t = LL.liveOrders.history;
  const [draft, setDraft] = useState(day);
  const isNewDay = draft !== '' && draft !== day;

  useEffect(() => {
    if (!isNewDay) return undefined;
    const timer = setTimeout(() => onDayChange(draft), LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [isNewDay, draft, onDayChange]);

  return (
    <DateInput
      label={t.goTo()}
      value={draft}
      onChange={setDraft}
      onBlur={() => {
        if (isNewDay) onDayChange(draft);
      }}
      locale={locale}
      labels={{
        openCalendar: t.openCalendar(),
        previousMonth: t.previousMonth(),
        nextMonth: t.nextMonth(),
      }}
    />
  );
}
