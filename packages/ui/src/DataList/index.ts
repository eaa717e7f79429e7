export { AddFilterDialog } from './AddFilterDialog';
export type { AddedFilter, AddFilterDialogLabels, AddFilterDialogProps } from './AddFilterDialog';
export { BatchDeleteDialog } from './BatchDeleteDialog';
export type { BatchDeleteDialogLabels, BatchDeleteDialogProps } from './BatchDeleteDialog';
export { DataList, dataListAligns, sortDirections } from './DataList';
export type { DataListColumn, DataListError, DataListLabels, DataListProps, DataListSort } from './DataList';
export type { DataListQuickFilter } from './DataListQuickFilters';
export { UnreadableRecord } from './UnreadableRecord';
export type { UnreadableRecordData, UnreadableRecordLabels } from './UnreadableRecord';
export { FilterPanel, filterKinds } from './FilterPanel';
export type {
  FilterDefinition,
  FilterKind,
  FilterOption,
  FilterPanelLabels,
  FilterPanelProps,
  FilterValues,
} from './FilterPanel';
export { pageCountOf, pageWindow } from './pageWindow';
export { Paginator } from './Paginator';
export type { PaginatorLabels, PaginatorProps } from './Paginator';
export { batchDeleteOutcomes, runBatchDelete } from './runBatchDelete';
export type {
  BatchDeleteOutcome,
  BatchDeleteProgress,
  BatchDeleteResult,
  BatchItem,
  RunBatchDeleteOptions,
} from './runBatchDelete';
export { useBatchDelete } from './useBatchDelete';
export type { BatchDeleteController, BatchDeleteState, UseBatchDeleteOptions } from './useBatchDelete';
