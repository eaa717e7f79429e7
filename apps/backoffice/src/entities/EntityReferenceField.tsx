import { EntityPickerField } from '@backoffice/ui';
import { useMemo } from 'react';
import { useField } from 'react-final-form';

import { useI18n } from '../i18n/I18nProvider';
import { useOptionLabels, useOptionSearch } from './selectOptions';

/** Props of {@link EntityReferenceField}. */
export interface EntityReferenceFieldProps {
  name: string;
  label: string;
  /** The select-options entity searched (GET /select-options/{entity}). */
  entity: string;
  isMultiple: boolean;
  isRequired?: boolean;
}

/**
 * A reference to another entity (an IRI, or a list of them) chosen with the kit's entity picker, which searches
 * the select options as the user types. The labels of the current value come from the entity's options, so an
 * edit form shows names, not IRIs.
 */
export function EntityReferenceField({
  name,
  label,
  entity,
  isMultiple,
  isRequired,
}: EntityReferenceFieldProps) {
  const { LL } = useI18n();
  const P = LL.entities.common.picker;
  const loadOptions = useOptionSearch(entity);
  const labels = useOptionLabels(entity);
  const { input } = useField<unknown>(name, { subscription: { value: true } });
  const value: unknown = input.value;
  const selectedOptions = useMemo(() => {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string | number => typeof item === 'string' || typeof item === 'number',
    );
    return values.flatMap((item) => {
      const text = labels.get(String(item));
      return text ? [{ value: item, label: text }] : [];
    });
  }, [value, labels]);
  const pickerLabels = {
    loading: P.loading(),
    noResults: P.noResults(),
    loadError: P.loadError(),
    retry: P.retry(),
    clear: P.clear(),
    remove: P.remove(),
  };
  const common = {
    name,
    label,
    loadOptions,
    selectedOptions,
    labels: pickerLabels,
    placeholder: P.search(),
    ...(isRequired ? { isRequired: true } : {}),
  };
  return isMultiple ? <EntityPickerField {...common} isMultiple /> : <EntityPickerField {...common} />;
}
