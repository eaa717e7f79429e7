import { bone, skeletonGroup } from '../Skeleton/Skeleton.css';
import * as styles from './Card.css';

/** Props of {@link CardSkeleton}. */
export interface CardSkeletonProps {
  /** What is loading, read by screen readers ("Loading"); the placeholders themselves are hidden from them. */
  label: string;
  /**
   * How many lines of text the body holds.
   * @default 3
   */
  lineCount?: number;
}

/**
 * A {@link Card} still loading: a title bar and lines of text, in the kit's skeleton bones. One polite
 * `status` (`aria-busy`) names what loads.
 *
 * **When to use:** In place of a {@link Card} whose content loads on its own while the rest of the screen
 * already shows.
 *
 * **When not to use:** A whole screen loading is a {@link PageSkeleton}; a loading {@link DescriptionList} is
 * a {@link DescriptionListSkeleton}; a few lines or rows are a {@link Skeleton}; a wait with no known shape
 * (a submit, a lazily loaded editor) is a {@link Spinner}.
 */
export function CardSkeleton({ label, lineCount = 3 }: CardSkeletonProps) {
  return (
    <div className={styles.card} role="status" aria-label={label} aria-busy="true">
      <CardSkeletonBones lineCount={lineCount} />
    </div>
  );
}

/** The bones of a card skeleton, without a status of its own (a page skeleton announces once for all). */
export function CardSkeletonBones({ lineCount = 3 }: { lineCount?: number }) {
  return (
    <>
      <span aria-hidden="true" className={`${bone({ shape: 'text' })} ${styles.skeletonTitle}`} />
      <div className={skeletonGroup} aria-hidden="true">
        {Array.from({ length: lineCount }, (_, index) => (
          <span
            key={index}
            className={bone({ shape: 'text', short: lineCount > 1 && index === lineCount - 1 })}
          />
        ))}
      </div>
    </>
  );
}
