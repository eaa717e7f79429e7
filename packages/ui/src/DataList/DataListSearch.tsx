import { useId } from 'react';

import { useInteractionStates } from '../private/useInteractionStates';
import { fieldLabel, searchField, searchInput } from './DataList.css';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Props of {@link DataListSearch}. */
export interface DataListSearchProps {
  /** The applied search. */
  value: string;
  /** Runs 800 ms after typing pauses, at once on Enter, and at once when Escape clears the box. */
  onChange: (value: string) => void;
  /** The field's visible label. */
  label: string;
}

/**
 * The list's search box, a native `<input type="search">` with its `<label>`: Escape clears it (and, once it is
 * empty, is left to what surrounds it, such as a dialog), Enter applies the text without waiting. State on the
 * input: `data-focus-visible` (keyboard focus), `data-hovered`, `data-empty` on the field.
 */
export function DataListSearch({ value, onChange, label }: DataListSearchProps) {
  const search = useDebouncedSearch({ value, onChange });
  const id = useId();
  const states = useInteractionStates<'input'>()('input', { isTextInput: true });
  return (
    <div className={searchField} data-empty={search.text === '' || undefined}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        {...states}
        id={id}
        type="search"
        className={searchInput}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          states.onKeyDown(event);
          // An IME composing text uses Enter and Escape itself.
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'Enter') {
            search.commit(event.currentTarget.value);
          } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
            search.setText('');
            search.commit('');
          } else {
            return;
          }
          // Handled here: a form around the list does not submit, a dialog around it does not close, and
          // Chromium's own Escape does not clear the box a second time.
          event.preventDefault();
          event.stopPropagation();
        }}
      />
    </div>
  );
}
