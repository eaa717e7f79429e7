export { DescriptionList } from './DescriptionList';
export type { DescriptionListItem, DescriptionListLabels, DescriptionListProps } from './DescriptionList';
export { DescriptionListSkeleton } from './DescriptionListSkeleton';
export type { DescriptionListSkeletonProps } from './DescriptionListSkeleton';
