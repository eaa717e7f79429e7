import { formatDateTime } from '@backoffice/domain';
import { useId } from 'react';

import { useI18n } from '../i18n';
import * as css from '../print.css';

/** Props of {@link CutoffPicker}. */
export interface CutoffPickerProps {
  cutoffs: string[];
  value: string | null;
  onChange: (cutoff: string) => void;
}

/** Chooses the cutoff to print, when the canteen has more than one. */
export function CutoffPicker({ cutoffs, value, onChange }: CutoffPickerProps) {
  const { t } = useI18n();
  const id = useId();
  if (cutoffs.length < 2) return null;
  return (
    <div className={css.field}>
      <label htmlFor={id}>{t.cutoff.label}</label>
      <select
        id={id}
        className={css.select}
        value={value ?? ''}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      >
        {value && cutoffs.includes(value) ? null : (
          <option value="" disabled>
            {t.cutoff.choose}
          </option>
        )}
        {[...cutoffs].reverse().map((cutoff) => (
          <option key={cutoff} value={cutoff}>
            {formatDateTime(cutoff)}
          </option>
        ))}
      </select>
    </div>
  );
}
