import { formatFileSize } from '@backoffice/ui';
import {
  AddressField,
  DateField,
  noLeadingSpace,
  DateTimeField,
  FileUploadField,
  ImageUploadField,
  MultiSelectField,
  NumberField,
  PercentField,
  PeriodHoursField,
  PhoneField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  TextListField,
} from '@backoffice/ui';

import { usePlatformConfig } from '../config/ConfigGate';
import { useI18n } from '../i18n/I18nProvider';
import { useServices } from '../shell/services';
import { EntityReferenceField } from './EntityReferenceField';

import { EntityTranslationsField } from './EntityTranslationsField';
import { LazyRichTextField } from './LazyRichTextField';
import type { EntityTexts, FieldDefinition } from './types';

/** One field of an entity form: the kit control of its kind, labelled from the entity's texts. */
export function EntityField<V>({ field, texts }: { field: FieldDefinition<V>; texts: EntityTexts }) {
  const { LL, locale } = useI18n();
  const { client } = useServices();
  const config = usePlatformConfig();
  const C = LL.entities.common;
  const label = texts.fields[field.name]?.() ?? field.name;
  const common = { name: field.name, label, ...(field.isRequired ? { isRequired: true } : {}) };
  const optionsOf = (values: readonly string[]) =>
    values.map((value) => ({ id: value, label: texts.options?.[field.name]?.[value]?.() ?? value }));

  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <TextAreaField {...common} rules={[noLeadingSpace]} />
      ) : (
        <TextField {...common} type={field.inputType ?? 'text'} rules={[noLeadingSpace]} />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          rules={[
            (value) =>
              value === null ||
              ((field.min === undefined || value >= field.min) &&
                (field.max === undefined || value <= field.max) &&
                (!field.isInteger || Number.isInteger(value))),
          ]}
        />
      );
    case 'percent':
      return <PercentField {...common} />;
    case 'phone':
      return <PhoneField {...common} country={config.country ?? 'GB'} />;
    case 'date':
      return (
        <DateField
          {...common}
          locale={locale}
          labels={{
            openCalendar: C.date.openCalendar(),
            previousMonth: C.date.previousMonth(),
            nextMonth: C.date.nextMonth(),
          }}
          {...(field.notPast ? { todayOrLater: { now: client.now() } } : {})}
        />
      );
    case 'dateTime':
      return (
        <DateTimeField
          {...common}
          granularity={field.granularity ?? 'dateTime'}
          {...(field.min ? { min: field.min } : {})}
          {...(field.max ? { max: field.max } : {})}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={optionsOf(field.options)}
          placeholder={C.filters.selectPlaceholder()}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelectField
          {...common}
          options={optionsOf(field.options)}
          isReverse={field.isReverse ?? false}
        />
      );
    case 'switch':
      return <SwitchField {...common} />;
    case 'textList':
      return (
        <TextListField
          {...common}
          labels={{
            item: (position) => C.textList.item({ position }),
            add: C.textList.add(),
            remove: (position) => C.textList.remove({ position }),
          }}
        />
      );
    case 'image':
      return (
        <ImageUploadField
          {...common}
          labels={{
            choose: C.image.choose(),
            replace: C.image.replace(),
            remove: C.image.remove(),
            drop: C.image.drop(),
            preview: C.image.preview(),
          }}
          messages={{ type: C.image.type(), size: C.image.size() }}
          maxSize={5 * 1024 * 1024}
        />
      );
    case 'entity':
      return (
        <EntityReferenceField {...common} entity={field.entity} isMultiple={field.isMultiple ?? false} />
      );
    case 'file':
      return (
        <FileUploadField
          {...common}
          allowsMultiple={field.isMultiple ?? false}
          {...(field.acceptedTypes ? { acceptedTypes: field.acceptedTypes } : {})}
          maxSize={20 * 1024 * 1024}
          labels={{
            choose: C.file.choose(),
            drop: C.file.drop(),
            files: C.file.files(),
            remove: (fileName) => C.file.remove({ fileName }),
            size: (bytes) => C.file.size({ size: formatFileSize(bytes, locale) }),
          }}
          messages={{
            type: (fileName) => C.file.type({ fileName }),
            size: (fileName) => C.file.tooLarge({ fileName }),
          }}
        />
      );
    case 'periodHours':
      return (
        <PeriodHoursField
          {...common}
          labels={{
            period: (position) => C.periods.period({ position }),
            start: C.periods.start(),
            end: C.periods.end(),
            add: C.periods.add(),
            remove: (position) => C.periods.remove({ position }),
          }}
        />
      );
    case 'richText':
      return <LazyRichTextField {...common} />;
    case 'address': {
      const A = C.address;
      return (
        <AddressField
          {...common}
          mapsApiKey={config.googleMapsApiKey ?? null}
          defaultCenter={config.googleMapsDefaultCenter ?? null}
          labels={{
            street: A.street(),
            houseNumber: A.houseNumber(),
            postCode: A.postCode(),
            city: A.city(),
            country: A.country(),
            latitude: A.latitude(),
            longitude: A.longitude(),
            search: A.search(),
            noSuggestions: A.noSuggestions(),
            map: A.map(),
            mapUnavailable: A.mapUnavailable(),
          }}
        />
      );
    }
    case 'custom':
      return field.render({ ...common, texts });
    case 'translations':
      return (
        <EntityTranslationsField
          name={field.name}
          label={label}
          keys={field.keys}
          requiredKeys={field.requiredKeys ?? []}
          texts={texts}
        />
      );
  }
}
