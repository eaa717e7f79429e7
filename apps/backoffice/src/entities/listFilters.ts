/** The list filters' code, a chunk of its own: see lazyListFilters.tsx. */
export { AddFilterDialog, FilterPanel } from '@backoffice/ui';
