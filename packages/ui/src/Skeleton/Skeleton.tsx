import { bone, skeletonGroup } from './Skeleton.css';

/** Skeleton shapes. */
export const skeletonShapes = ['text', 'block', 'circle'] as const;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * The shape of each placeholder.
   * @default 'text'
   */
  shape?: (typeof skeletonShapes)[number];
  /**
   * How many placeholders to stack; the last text line is shorter, like a paragraph.
   * @default 1
   */
  count?: number;
  /** What is loading, read by screen readers; the placeholders themselves are hidden from them. */
  label: string;
}

/**
 * A placeholder in the shape of content that is still loading.
 *
 * **When to use:** A few lines, blocks or circles in place of content that is loading and whose shape is
 * known: the items of a menu category.
 *
 * **When not to use:** A whole screen, card or description list loading is a {@link PageSkeleton},
 * {@link CardSkeleton} or {@link DescriptionListSkeleton}; a wait with no known shape (a submit, a lazily
 * loaded editor) is a {@link Spinner}.
 */
export function Skeleton({ shape = 'text', count = 1, label }: SkeletonProps) {
  return (
    <div className={skeletonGroup} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={bone({ shape, short: shape === 'text' && count > 1 && index === count - 1 })}
        />
      ))}
    </div>
  );
}
