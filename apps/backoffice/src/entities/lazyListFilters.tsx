import type { AddFilterDialogProps, FilterPanelProps } from '@backoffice/ui';
import { useOpenedOnce } from '@backoffice/ui';
import { lazy, Suspense } from 'react';

const loadFilters = () => import('./listFilters');

/** Loads the lists' filter panel and add-filter dialog ahead of their first use (the screen layer does, on intent). */
export function preloadListFilters(): Promise<unknown> {
  return loadFilters();
}
const FilterPanelPart = lazy(() => loadFilters().then(({ FilterPanel }) => ({ default: FilterPanel })));
const AddFilterDialogPart = lazy(() =>
  loadFilters().then(({ AddFilterDialog }) => ({ default: AddFilterDialog })),
);

/**
 * The kit's FilterPanel, whose code (React Aria's combo box, select, tag group and popovers) loads when a list
 * first shows the panel, not with the list's rows (issue #22).
 */
export function LazyFilterPanel(props: FilterPanelProps) {
  return (
    <Suspense fallback={null}>
      <FilterPanelPart {...props} />
    </Suspense>
  );
}

/**
 * The kit's AddFilterDialog, loaded when it first opens; then it stays mounted, so that it can animate out.
 */
export function LazyAddFilterDialog(props: AddFilterDialogProps) {
  const isUsed = useOpenedOnce(props.isOpen);
  if (!isUsed) return null;
  return (
    <Suspense fallback={null}>
      <AddFilterDialogPart {...props} />
    </Suspense>
  );
}
