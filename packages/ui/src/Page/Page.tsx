import type { ReactNode } from 'react';
import { useEffect } from 'react';

import { Button } from '../Button/Button';
import { toDocumentTitle } from '../PageTitle/PageTitle';
import * as styles from './Page.css';
import { PageSecondaryActions } from './PageSecondaryActions';

/** The page's main action (Save, Create…): always a visible primary button. */
export interface PagePrimaryAction {
  /** The visible, translated text. */
  label: string;
  /** Runs the action. */
  onPress: () => void;
  /** The action cannot be taken now (`data-disabled`). */
  isDisabled?: boolean;
  /** The action is running: spinner, announced busy (`data-pending`). */
  isPending?: boolean;
  /**
   * `critical` for a destructive action.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
}

/** A page's lesser action: a secondary button while there is room, else an item of the "More actions" menu. */
export interface PageSecondaryAction {
  /** Unique key. */
  id: string;
  /** The visible, translated text. */
  label: string;
  /** Runs the action. */
  onPress: () => void;
  /** The action cannot be taken now. */
  isDisabled?: boolean;
  /** The action is starting (e.g. its dialog's code loads): a shown button spins (`data-pending`). */
  isPending?: boolean;
  /**
   * `critical` for a destructive action (Delete).
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
}

/** Texts of {@link Page}. */
export interface PageLabels {
  /** The accessible name of the menu trigger that holds the actions that do not fit ("More actions"). */
  moreActions: string;
}

/** Props of {@link Page}. */
export interface PageProps {
  /** The page heading (`h1`), translated. */
  title: string;
  /** When set, the document title becomes "title - appTitle" (as with `PageTitle`). */
  appTitle?: string;
  /** Shown above the title: the kit's `Breadcrumbs`. */
  breadcrumbs?: ReactNode;
  /** Shown next to the title: status chips, badges. */
  titleMetadata?: ReactNode;
  /** The main action, at the end of the title row. */
  primaryAction?: PagePrimaryAction;
  /**
   * Lesser actions, in order of importance. On desktop, those that do not fit beside the title (measured) fold,
   * from the last, into the "More actions" menu; under 992 px all of them do.
   * @default []
   */
  secondaryActions?: readonly PageSecondaryAction[];
  /**
   * At most this many secondary actions show as buttons, even with room for more: the rest are always in the
   * "More actions" menu (a page whose lesser actions should not compete with its main ones).
   * @default all that fit
   */
  maxVisibleSecondaryActions?: number;
  /** Texts. */
  labels: PageLabels;
  /** The page content: usually a `PageLayout` of `Card`s. */
  children?: ReactNode;
}

/**
 * A screen's frame: breadcrumbs, the `h1` title with its metadata, the primary action and the secondary actions
 * (folded into a "More actions" menu when they do not fit), then the content.
 *
 * **When to use:** The frame of a screen in the shell: the `h1` title with its metadata, the primary action
 * and the secondary actions, then the content (often a {@link PageLayout}).
 *
 * **When not to use:** A heading alone, outside the shell (login, password reset), is a {@link PageTitle}; a
 * section inside a screen is a {@link Card}.
 */
export function Page({
  title,
  appTitle,
  breadcrumbs,
  titleMetadata,
  primaryAction,
  secondaryActions = [],
  maxVisibleSecondaryActions,
  labels,
  children,
}: PageProps) {
  useEffect(() => {
    if (appTitle !== undefined) document.title = toDocumentTitle(title, appTitle);
  }, [title, appTitle]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {breadcrumbs}
        <div className={styles.titleRow}>
          <div className={styles.titleGroup}>
            <h1 className={styles.title}>{title}</h1>
            {titleMetadata}
          </div>
          {secondaryActions.length > 0 || primaryAction ? (
            <div className={styles.actions}>
              {secondaryActions.length > 0 ? (
                <PageSecondaryActions
                  actions={secondaryActions}
                  maxVisible={maxVisibleSecondaryActions}
                  moreActionsLabel={labels.moreActions}
                />
              ) : null}
              {primaryAction ? (
                <Button
                  variant="primary"
                  tone={primaryAction.tone}
                  onPress={primaryAction.onPress}
                  isDisabled={primaryAction.isDisabled}
                  isPending={primaryAction.isPending}
                >
                  {primaryAction.label}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}
