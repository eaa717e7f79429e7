import { useLayoutEffect, useRef } from 'react';

import { checkbox, checkboxBox, checkboxGlyph, checkboxInput } from './DataList.css';

/** Props of {@link SelectionCheckbox}. */
interface SelectionCheckboxProps {
  /** The checkbox's name (or the first part of it, with `labelledBy`). */
  label: string;
  /** Ids whose text names the checkbox, in order (its own id first to keep `label` in front). */
  labelledBy?: string;
  id?: string;
  isSelected: boolean;
  /** Some, not all, rows are selected (the header checkbox): shown as a dash, read as "mixed". */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * The list's selection checkbox: a native `<input type=checkbox>` (keyboard, forms and "mixed" for free, and
 * cheap enough for 100 rows), drawn as the kit's box. The input lies transparent over the box, so pointer and
 * keyboard reach the real control.
 */
export function SelectionCheckbox({
  label,
  labelledBy,
  id,
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
}: SelectionCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <span className={checkbox}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        className={checkboxInput}
        aria-label={label}
        aria-labelledby={labelledBy}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
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
    </span>
  );
}
