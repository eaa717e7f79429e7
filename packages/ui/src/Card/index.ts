export { Card, cardHeadingLevels, CardSection } from './Card';
export type { CardAction, CardHeadingLevel, CardProps, CardSectionProps } from './Card';
export { CardSkeleton } from './CardSkeleton';
export type { CardSkeletonProps } from './CardSkeleton';
