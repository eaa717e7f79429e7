import { Button, IconButton, Inline, NumberField, Stack } from '@backoffice/ui';
import { getIn } from 'final-form';
import { useForm, useFormState } from 'react-final-form';

import { useI18n } from '../../i18n/I18nProvider';

/**
 * The delivery rules by distance (`deliverySetting.deliveryRules`): one distance per rule, added and removed in
 * place; the other fields of each rule are kept.
 */
export function DistanceRulesField({ name, label }: { name: string; label: string }) {
  const { LL } = useI18n();
  const R = LL.restaurants.rules;
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const rules = (getIn(values, name) as Array<Record<string, unknown>> | null | undefined) ?? [];
  return (
    <fieldset>
      <legend>{label}</legend>
      <Stack gap="200">
        {rules.length === 0 ? <p>{R.empty()}</p> : null}
        {rules.map((_rule, index) => {
          const position = index + 1;
          return (
            <Inline key={index} gap="200" alignItems="flex-end">
              <NumberField
                name={`${name}.${index}.distanceTo`}
                label={R.distanceTo({ position })}
                rules={[(value) => value === null || value === undefined || value >= 0]}
              />
              <IconButton
                icon="close"
                label={R.remove({ position })}
                onPress={() =>
                  form.change(
                    name,
                    rules.filter((_, other) => other !== index),
                  )
                }
              />
            </Inline>
          );
        })}
        <Inline gap="200">
          <Button variant="secondary" onPress={() => form.change(name, [...rules, { distanceTo: null }])}>
            {R.add()}
          </Button>
        </Inline>
      </Stack>
    </fieldset>
  );
}
