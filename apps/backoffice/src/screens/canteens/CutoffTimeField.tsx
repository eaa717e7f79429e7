import { isValidCutoffTime } from '@backoffice/domain';
import { TextField } from '@backoffice/ui';

import type { CustomFieldProps } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';

/** A cutoff date-time in the platform's text form 'YYYY-MM-DD HH:mm:ss' (entities-lists-forms section 9). */
export function CutoffTimeField({ name, label, isRequired }: CustomFieldProps) {
  const { LL } = useI18n();
  const format = LL.canteens.related.cutoffPlaceholder();
  return (
    <TextField
      name={name}
      label={label}
      placeholder={format}
      description={format}
      {...(isRequired ? { isRequired: true } : {})}
      rules={[(value) => value === null || value === undefined || value === '' || isValidCutoffTime(value)]}
    />
  );
}
