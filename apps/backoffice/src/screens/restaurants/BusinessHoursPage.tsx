import type { Period } from '@backoffice/domain';
import { Button, Card, DateField, IconButton, Inline, PeriodHoursField, Stack } from '@backoffice/ui';
import { useForm, useFormState } from 'react-final-form';

import { useI18n } from '../../i18n/I18nProvider';
import { useServices } from '../../shell/services';
import type { BusinessHoursValues } from './businessHoursModel';
import {
  toBusinessHoursFieldPath,
  toBusinessHoursPayload,
  toBusinessHoursValues,
  weekDays,
} from './businessHoursModel';
import { RestaurantPageForm } from './RestaurantPageForm';
import type { RestaurantRecord } from './restaurants';

/**
 * Business hours: the opening periods of each weekday under the period-hours rules (format, start not after
 * end, no overlap; Invalid after 300 ms), and the special closures, dated days that cannot be in the past.
 */
export function BusinessHoursPage({
  restaurant,
  onSaved,
}: {
  restaurant: RestaurantRecord;
  onSaved: (restaurant: RestaurantRecord) => void;
}) {
  const { LL } = useI18n();
  return (
    <RestaurantPageForm<BusinessHoursValues>
      restaurant={restaurant}
      onSaved={onSaved}
      label={LL.restaurants.editor.pages.businessHours()}
      toValues={toBusinessHoursValues}
      toPayload={toBusinessHoursPayload}
      toFieldPath={toBusinessHoursFieldPath}
      validationDelay={300}
    >
      <WeekCard />
      <ClosuresCard />
    </RestaurantPageForm>
  );
}

function usePeriodLabels() {
  const { LL } = useI18n();
  const C = LL.entities.common;
  return {
    period: (position: number) => C.periods.period({ position }),
    start: C.periods.start(),
    end: C.periods.end(),
    add: C.periods.add(),
    remove: (position: number) => C.periods.remove({ position }),
  };
}

function WeekCard() {
  const { LL } = useI18n();
  const H = LL.restaurants.hours;
  const labels = usePeriodLabels();
  return (
    <Card title={H.weekly()} description={H.weeklyHint()}>
      <Stack gap="400">
        {weekDays.map((day) => (
          <PeriodHoursField key={day} name={`week.${day}`} label={H.days[day]()} labels={labels} />
        ))}
      </Stack>
    </Card>
  );
}

function ClosuresCard() {
  const { LL, locale } = useI18n();
  const { client } = useServices();
  const form = useForm<BusinessHoursValues>();
  const { values } = useFormState<BusinessHoursValues>({ subscription: { values: true } });
  const H = LL.restaurants.hours;
  const D = LL.entities.common.date;
  const labels = usePeriodLabels();
  const closures = values.closures;
  const now = client.now();
  return (
    <Card title={H.closures()} description={H.closuresHint()}>
      <Stack gap="400">
        {closures.length === 0 ? <p>{H.noClosures()}</p> : null}
        {closures.map((_closure, index) => {
          const position = index + 1;
          return (
            <Stack key={index} gap="200">
              <Inline gap="200" alignItems="flex-end">
                <DateField
                  name={`closures.${index}.date`}
                  label={H.closureDate({ position })}
                  isRequired
                  locale={locale}
                  labels={{
                    openCalendar: D.openCalendar(),
                    previousMonth: D.previousMonth(),
                    nextMonth: D.nextMonth(),
                  }}
                  todayOrLater={{ now }}
                />
                <IconButton
                  icon="close"
                  label={H.removeClosure({ position })}
                  onPress={() =>
                    form.change(
                      'closures',
                      closures.filter((_, other) => other !== index),
                    )
                  }
                />
              </Inline>
              <PeriodHoursField
                name={`closures.${index}.periods`}
                label={H.closureHours({ position })}
                labels={labels}
              />
            </Stack>
          );
        })}
        <Inline gap="200">
          <Button
            variant="secondary"
            onPress={() => form.change('closures', [...closures, { date: null, periods: [] as Period[] }])}
          >
            {H.addClosure()}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
