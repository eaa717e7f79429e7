import { Button, Card, NumberField, Stack } from '@backoffice/ui';
import { useField } from 'react-final-form';

import { EntityReferenceField } from '../../entities/EntityReferenceField';
import type { CustomFieldProps } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';

/** A budget override as the form holds it: a user and the credits the canteen gives that user. */
interface BudgetOverride {
  user?: string | null;
  credits?: number | null;
}

/** The budget overrides of a cloud canteen: per user, the credits that replace the canteen's default budget. */
export function BudgetOverridesField({ name }: CustomFieldProps) {
  const { LL } = useI18n();
  const B = LL.canteens.budgets;
  const { input } = useField<unknown[] | null>(name, { subscription: { value: true } });
  const entries = (Array.isArray(input.value) ? input.value : []) as BudgetOverride[];
  return (
    <Stack gap="400">
      {entries.length === 0 ? <p>{B.none()}</p> : null}
      {entries.map((_entry, index) => {
        const position = index + 1;
        return (
          <Card
            key={index}
            title={B.entry({ position })}
            headingLevel={3}
            actions={[
              {
                id: 'remove',
                label: B.remove({ position }),
                tone: 'critical',
                onPress: () => input.onChange(entries.filter((_item, i) => i !== index)),
              },
            ]}
          >
            <Stack gap="300">
              <EntityReferenceField
                name={`${name}.${index}.user`}
                label={B.user()}
                entity="users"
                isMultiple={false}
                isRequired
              />
              <NumberField name={`${name}.${index}.credits`} label={B.credits()} min={0} isRequired />
            </Stack>
          </Card>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => input.onChange([...entries, { user: null, credits: null }])}
        >
          {B.add()}
        </Button>
      </div>
    </Stack>
  );
}
