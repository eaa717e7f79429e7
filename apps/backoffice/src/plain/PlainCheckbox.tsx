import { checkbox, choice } from './plain.css';

/** Props of {@link PlainCheckbox}. */
export interface PlainCheckboxProps {
  /** The checkbox's own text (its accessible name). */
  label: string;
  value: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** A native checkbox inside its label, in the kit's looks. */
export function PlainCheckbox({ label, value, onChange, name }: PlainCheckboxProps) {
  return (
    <label className={choice}>
      <input
        type="checkbox"
        className={checkbox}
        name={name}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
