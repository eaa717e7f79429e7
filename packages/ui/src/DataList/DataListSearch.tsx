import { Input, Label, SearchField } from 'react-aria-components';

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

/** The list's search box (RAC `SearchField`): Escape clears it, Enter applies the text without waiting. */
export function DataListSearch({ value, onChange, label }: DataListSearchProps) {
  const search = useDebouncedSearch({ value, onChange });
  return (
    <SearchField
      value={search.text}
      onChange={search.setText}
      onSubmit={(text) => search.commit(text)}
      onClear={() => search.commit('')}
      className={searchField}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Input className={searchInput} />
    </SearchField>
  );
}
