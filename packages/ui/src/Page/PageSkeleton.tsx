import { CardSkeletonBones } from '../Card/CardSkeleton';
import { card } from '../Card/Card.css';
import { PageLayout } from '../PageLayout/PageLayout';
import { bone } from '../Skeleton/Skeleton.css';
import * as styles from './Page.css';

/** Props of {@link PageSkeleton}. */
export interface PageSkeletonProps {
  /** What is loading, read by screen readers ("Loading"); the placeholders themselves are hidden from them. */
  label: string;
  /**
   * Draw the aside column too, as the loaded page will have.
   * @default true
   */
  hasAside?: boolean;
}

/**
 * A {@link Page} still loading: title bar, an action, and cards in the page layout. One polite `status`
 * (`aria-busy`) names what loads; the bones are hidden from screen readers.
 *
 * **When to use:** While a screen's first data loads (the entity page before its item arrives), in place of
 * the whole {@link Page}.
 *
 * **When not to use:** Part of a screen loading is a {@link CardSkeleton}, {@link DescriptionListSkeleton} or
 * {@link Skeleton}; the app's start, before any screen, is a large {@link Spinner}.
 */
export function PageSkeleton({ label, hasAside = true }: PageSkeletonProps) {
  return (
    <div className={styles.page} role="status" aria-label={label} aria-busy="true">
      <div className={styles.titleRow} aria-hidden="true">
        <span className={`${bone({ shape: 'block' })} ${styles.skeletonTitle}`} />
        <span className={styles.actions}>
          <span className={`${bone({ shape: 'block' })} ${styles.skeletonAction}`} />
        </span>
      </div>
      <PageLayout
        main={
          <>
            <div className={card} aria-hidden="true">
              <CardSkeletonBones lineCount={4} />
            </div>
            <div className={card} aria-hidden="true">
              <CardSkeletonBones lineCount={3} />
            </div>
          </>
        }
        aside={
          hasAside ? (
            <div className={card} aria-hidden="true">
              <CardSkeletonBones lineCount={2} />
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
