import { Checkbox } from 'react-aria-components';

import { checkbox, checkboxBox, checkboxGlyph } from './DataList.css';

/** The table's selection checkbox (RAC `slot="selection"`): states `data-selected`, `data-indeterminate`. */
export function SelectionCheckbox({ label }: { label: string }) {
  return (
    <Checkbox slot="selection" aria-label={label} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={checkboxBox} aria-hidden="true">
          {isIndeterminate ? (
            <svg className={checkboxGlyph} viewBox="0 0 24 24" focusable="false">
              <path d="M6 12h12" stroke="currentColor" strokeWidth="3" fill="none" />
            </svg>
          ) : isSelected ? (
            <svg className={checkboxGlyph} viewBox="0 0 24 24" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="3" fill="none" />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}
