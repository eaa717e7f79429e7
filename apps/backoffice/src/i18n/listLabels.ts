import type { AddFilterDialogLabels, DataListLabels, FilterPanelLabels } from '@backoffice/ui';

type Text = () => string;

/** The list texts a dictionary group holds (the orders table's and the entity screens' share this shape). */
export interface ListTexts {
  search: Text;
  quickFilters: Text;
  pageSize: Text;
  selectAll: Text;
  selectRow: Text;
  rowActions: Text;
  loading: Text;
  range: (args: { from: number; to: number; total: number }) => string;
  navigation: Text;
  previousPage: Text;
  nextPage: Text;
  page: (args: { page: number }) => string;
}

/** The filter texts a dictionary group holds. */
export interface FilterTexts {
  title: Text;
  apply: Text;
  clear: Text;
  chipsAdd: Text;
  chipsRemove: Text;
  selectPlaceholder: Text;
  chipsInput: (args: { label: string }) => string;
  addTitle: Text;
  addField: Text;
  addValue: Text;
  addConfirm: Text;
  addCancel: Text;
}

/** The kit DataList's texts from a dictionary group; `table` is the table's accessible name. */
export function toDataListLabels(T: ListTexts, table: string): DataListLabels {
  return {
    table,
    search: T.search(),
    quickFilters: T.quickFilters(),
    pageSize: T.pageSize(),
    selectAll: T.selectAll(),
    selectRow: T.selectRow(),
    rowActions: T.rowActions(),
    loading: T.loading(),
    range: (from, to, total) => T.range({ from, to, total }),
    navigation: T.navigation(),
    previousPage: T.previousPage(),
    nextPage: T.nextPage(),
    page: (page) => T.page({ page }),
  };
}

/** The kit FilterPanel's texts from a dictionary group. */
export function toFilterPanelLabels(F: FilterTexts): FilterPanelLabels {
  return {
    title: F.title(),
    apply: F.apply(),
    clear: F.clear(),
    chipsAdd: F.chipsAdd(),
    chipsRemove: F.chipsRemove(),
    selectPlaceholder: F.selectPlaceholder(),
    chipsInput: (label) => F.chipsInput({ label }),
  };
}

/** The kit AddFilterDialog's texts from a dictionary group. */
export function toAddFilterLabels(F: FilterTexts): AddFilterDialogLabels {
  return {
    title: F.addTitle(),
    field: F.addField(),
    value: F.addValue(),
    add: F.addConfirm(),
    cancel: F.addCancel(),
  };
}
