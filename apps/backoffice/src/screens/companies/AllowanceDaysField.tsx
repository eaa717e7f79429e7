import { allowanceWeekOrder } from '@backoffice/domain';
import { PeriodHoursField, Stack } from '@backoffice/ui';

import type { CustomFieldProps } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * An allowance's days 1 (Monday) to 7 (Sunday), each with its periods, through the kit's period-hours field
 * (format, start not after end, no overlap). The week starts on Monday in Hungarian and on Sunday in English.
 */
export function AllowanceDaysField({ name }: CustomFieldProps) {
  const { LL, locale } = useI18n();
  const C = LL.entities.common.periods;
  const W = LL.people.allowances.weekdays;
  return (
    <Stack gap="400">
      {allowanceWeekOrder(locale).map((day) => {
        const dayName = W[String(day) as keyof typeof W]();
        return (
          <PeriodHoursField
            key={day}
            name={`${name}.d${day}`}
            label={dayName}
            labels={{
              period: (position) => `${dayName}: ${C.period({ position })}`,
              start: C.start(),
              end: C.end(),
              add: `${C.add()} (${dayName})`,
              remove: (position) => `${dayName}: ${C.remove({ position })}`,
            }}
          />
        );
      })}
    </Stack>
  );
}
