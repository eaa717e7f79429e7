export { Page } from './Page';
export type { PageLabels, PagePrimaryAction, PageProps, PageSecondaryAction } from './Page';
export { PageSkeleton } from './PageSkeleton';
export type { PageSkeletonProps } from './PageSkeleton';
