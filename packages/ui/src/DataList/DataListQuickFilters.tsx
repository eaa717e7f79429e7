import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { quickFilter, quickFilterCheck, quickFilters } from './DataList.css';

/** A quick filter chip: its id (what the app filters by) and its text. */
export interface DataListQuickFilter {
  id: string;
  label: string;
}

/** Props of {@link DataListQuickFilters}. */
export interface DataListQuickFiltersProps {
  /** The chips, in order. */
  filters: readonly DataListQuickFilter[];
  /** The ids of the chips that are on. */
  active: readonly string[];
  /** Runs with the ids that are on after a chip was toggled, in the chips' order. */
  onChange: (active: string[]) => void;
  /** The group's accessible name. */
  label: string;
}

/**
 * Toggleable filter chips (RAC `ToggleButtonGroup`, multiple): arrow keys move between chips, Space/Enter
 * toggles. A chip that is on is `aria-pressed`, tinted and shows a check mark (`data-selected`).
 */
export function DataListQuickFilters({ filters, active, onChange, label }: DataListQuickFiltersProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="multiple"
      selectedKeys={active}
      onSelectionChange={(keys: Set<Key>) =>
        onChange(filters.filter((filter) => keys.has(filter.id)).map((filter) => filter.id))
      }
      className={quickFilters}
    >
      {filters.map((filter) => (
        <ToggleButton key={filter.id} id={filter.id} className={quickFilter}>
          <span className={quickFilterCheck}>
            <Icon name="check" size="sm" />
          </span>
          {filter.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
