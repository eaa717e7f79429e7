import { createElement } from 'react';

import { Button } from '../Button/Button';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import * as styles from './EmptyState.css';

/** Heading levels an empty state may take, to fit the page's outline. */
export const emptyStateHeadingLevels = [2, 3, 4] as const;

/** The action that fills the emptiness ("Add an address"). */
export interface EmptyStateAction {
  /** The visible, translated text. */
  label: string;
  /** Runs the action. */
  onPress: () => void;
  /** The action cannot be taken now (`data-disabled`). */
  isDisabled?: boolean;
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, translated ("No addresses yet"). */
  heading: string;
  /**
   * The heading's level.
   * @default 2
   */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  /** What the user can do about it. */
  description?: string;
  /** The way out, as a primary button. */
  action?: EmptyStateAction;
  /** A decorative glyph above the heading. */
  icon?: IconName;
}

/**
 * Says that there is nothing here yet, and offers the action that adds the first item.
 *
 * **When to use:** In place of content that does not exist yet (no audit history, no export chosen), with the
 * action that adds the first item when there is one. The app also puts it in place of content that failed to
 * load, with Retry.
 *
 * **When not to use:** An empty {@link DataList} shows its own `emptyMessage`; a field without a value shows
 * the placeholder of its {@link DescriptionList} row; a failed save is an error {@link Toast} or the fields'
 * messages.
 */
export function EmptyState({ heading, headingLevel = 2, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon ? (
        <span className={styles.glyph} aria-hidden="true">
          <Icon name={icon} size="lg" />
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.heading }, heading)}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        <div className={styles.action}>
          <Button onPress={action.onPress} isDisabled={action.isDisabled}>
            {action.label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
