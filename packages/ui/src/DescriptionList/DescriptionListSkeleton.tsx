import { bone } from '../Skeleton/Skeleton.css';
import * as styles from './DescriptionList.css';

/** Props of {@link DescriptionListSkeleton}. */
export interface DescriptionListSkeletonProps {
  /** What is loading, read by screen readers ("Loading"); the placeholders themselves are hidden from them. */
  label: string;
  /**
   * How many term/value rows to draw.
   * @default 4
   */
  rowCount?: number;
}

/**
 * A {@link DescriptionList} still loading: rows of bones in its two columns, under one polite `status`.
 *
 * **When to use:** In place of a {@link DescriptionList} whose values are still loading, inside a card that
 * already shows.
 *
 * **When not to use:** A whole card loading is a {@link CardSkeleton}; a whole screen a {@link PageSkeleton};
 * a wait with no known shape a {@link Spinner}.
 */
export function DescriptionListSkeleton({ label, rowCount = 4 }: DescriptionListSkeletonProps) {
  return (
    <div className={styles.skeletonList} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rowCount }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true">
          <span className={`${bone({ shape: 'text' })} ${styles.skeletonTerm}`} />
          <span className={`${bone({ shape: 'text' })} ${styles.skeletonValue}`} />
        </div>
      ))}
    </div>
  );
}
