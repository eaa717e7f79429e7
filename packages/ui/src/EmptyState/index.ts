export { EmptyState, emptyStateHeadingLevels } from './EmptyState';
export type { EmptyStateAction, EmptyStateProps } from './EmptyState';
