import type { CanteenRule, CloudCanteenRestaurant } from '@backoffice/domain';
import { cutoffReference } from '@backoffice/domain';
import { Button, Card, CutoffRuleListField, RelativeDateField, Stack } from '@backoffice/ui';
import { useField } from 'react-final-form';

import { EntityReferenceField } from '../../entities/EntityReferenceField';
import type { CustomFieldProps } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';

/** A related restaurant as the form holds it: the rules and the override may still be incomplete. */
type RelatedEntry = Partial<CloudCanteenRestaurant>;

/**
 * The related restaurants of a cloud canteen (entities-lists-forms sections 3 and 5): for each, the restaurant,
 * its cutoff rules on the kit's cutoff-rule list (limit 1 to 999, default 999; rules in order, the last not after
 * the delivery; a new rule one hour before the earliest) and its cutoff override on the relative date picker (0 to
 * 7 days before the delivery plus a time). The reference is the one the platform checks with: the first cutoff's
 * day at the canteen's delivery time (the domain's cutoffReference).
 */
export function RelatedRestaurantsField({ name }: CustomFieldProps) {
  const { LL, locale } = useI18n();
  const R = LL.canteens.related;
  const { input } = useField<RelatedEntry[] | null>(name, { subscription: { value: true } });
  const deliveryTime = useField<string | null>('deliveryTime', { subscription: { value: true } }).input.value;
  const entries: RelatedEntry[] = Array.isArray(input.value) ? input.value : [];
  const change = (next: RelatedEntry[]) => input.onChange(next);

  return (
    <Stack gap="400">
      {entries.length === 0 ? <p>{R.none()}</p> : null}
      {entries.map((entry, index) => {
        const position = index + 1;
        const rules: CanteenRule[] = Array.isArray(entry.rules) ? entry.rules : [];
        const reference = cutoffReference(rules, deliveryTime || null);
        return (
          <Card
            key={index}
            title={R.entry({ position })}
            headingLevel={3}
            actions={[
              {
                id: 'remove',
                label: R.remove({ position }),
                tone: 'critical',
                onPress: () => change(entries.filter((_entry, i) => i !== index)),
              },
            ]}
          >
            <Stack gap="400">
              <EntityReferenceField
                name={`${name}.${index}.restaurant`}
                label={R.restaurant()}
                entity="restaurants"
                isMultiple={false}
                isRequired
              />
              <CutoffRuleListField
                name={`${name}.${index}.rules`}
                label={R.rules()}
                reference={reference}
                labels={{
                  rule: (n) => R.rule({ position: n }),
                  cutoffTime: R.cutoffTime(),
                  limit: R.limit(),
                  add: R.addRule(),
                  remove: (n) => R.removeRule({ position: n }),
                  cutoffPlaceholder: R.cutoffPlaceholder(),
                }}
              />
              <RelativeDateField
                name={`${name}.${index}.cutoffTimeOverride`}
                label={R.override()}
                description={R.overrideHint({ reference: reference.slice(0, 16) })}
                reference={reference}
                locale={locale}
                labels={{
                  dayOffset: R.dayOffset(),
                  dayOffsetOption: (days) => (days === 0 ? R.sameDay() : R.daysBefore({ days })),
                  time: R.time(),
                  resultingDate: (date) => R.resultingDate({ date }),
                }}
              />
              {entry.cutoffTimeOverride ? (
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() =>
                      change(
                        entries.map((item, i) => (i === index ? { ...item, cutoffTimeOverride: '' } : item)),
                      )
                    }
                  >
                    {R.clearOverride()}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Card>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => change([...entries, { rules: [], cutoffTimeOverride: '' }])}
        >
          {R.add()}
        </Button>
      </div>
    </Stack>
  );
}
