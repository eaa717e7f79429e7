import { DateTimeField, NumberField } from '@backoffice/ui';

import type { CustomFieldProps } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';
import { RowsField } from './RowsField';

const notNegative = (value: number | null) => value === null || value >= 0;

/** A company's canteen partner relations: each with its delivery time (HH:mm). */
export function PartnerRelationsField({ name, label }: CustomFieldProps) {
  const { LL } = useI18n();
  const T = LL.people.companies.partnerRelation;
  return (
    <RowsField
      name={name}
      label={label}
      emptyText={T.empty()}
      addLabel={T.add()}
      itemLabel={(position) => T.item({ position })}
      removeLabel={(position) => T.remove({ position })}
      newRow={() => ({ deliveryTime: null })}
      renderRow={(prefix) => (
        <DateTimeField
          name={`${prefix}.deliveryTime`}
          label={T.deliveryTime()}
          granularity="time"
          isRequired
        />
      )}
    />
  );
}

/** A company's delivery price overrides: above a minimum order value, this delivery price. */
export function PriceOverridesField({ name, label }: CustomFieldProps) {
  const { LL } = useI18n();
  const T = LL.people.companies.priceOverride;
  return (
    <RowsField
      name={name}
      label={label}
      emptyText={T.empty()}
      addLabel={T.add()}
      itemLabel={(position) => T.item({ position })}
      removeLabel={(position) => T.remove({ position })}
      newRow={() => ({ min_order_value: 0, delivery_price: 0 })}
      renderRow={(prefix) => (
        <>
          <NumberField
            name={`${prefix}.min_order_value`}
            label={T.minOrderValue()}
            isRequired
            rules={[notNegative]}
          />
          <NumberField
            name={`${prefix}.delivery_price`}
            label={T.deliveryPrice()}
            isRequired
            rules={[notNegative]}
          />
        </>
      )}
    />
  );
}
