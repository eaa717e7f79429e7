import { Icon } from '../Icon/Icon';
import { useToggleGroup } from '../private/useToggleGroup';
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
 * Toggleable filter chips: a toolbar of native buttons, one Tab stop; Left and Right arrows (Home, End) move
 * between chips, Space or Enter toggles. A chip that is on is `aria-pressed`, tinted and shows a check mark
 * (`data-selected`); `data-hovered` and `data-focus-visible` as on React Aria's buttons.
 */
export function DataListQuickFilters({ filters, active, onChange, label }: DataListQuickFiltersProps) {
  const { groupProps, itemProps } = useToggleGroup({
    keys: filters.map((filter) => filter.id),
    selectionMode: 'multiple',
    selected: active,
    onChange,
    label,
  });
  return (
    <div {...groupProps} className={quickFilters}>
      {filters.map((filter) => (
        <button key={filter.id} {...itemProps(filter.id)} className={quickFilter}>
          <span className={quickFilterCheck}>
            <Icon name="check" size="sm" />
          </span>
          {filter.label}
        </button>
      ))}
    </div>
  );
}
