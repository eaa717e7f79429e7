import { createElement, useEffect, useId, useRef } from 'react';

import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import * as styles from './ConflictNotice.css';

/** One field changed both by the user and, meanwhile, by someone else. */
export interface ConflictNoticeField {
  /** Stable id passed back to onChoose (the form's field path). */
  id: string;
  /** The field's label, translated. */
  label: string;
  /** The value the user typed, formatted for reading. */
  mine: string;
  /** The value saved by someone else, formatted for reading. */
  theirs: string;
}

/** Texts of {@link ConflictNotice}, translated by the app. */
export interface ConflictNoticeLabels {
  /** Names the user's value ("Yours"). */
  mine: string;
  /** Names the saved value ("Saved by someone else"). */
  theirs: string;
  /** Keeps the user's value of a field. */
  keepMine: string;
  /** Takes the saved value of a field. */
  useTheirs: string;
  /** Throws away everything the user typed and shows the entity as it is saved now. */
  reload: string;
}

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  /** What happened ("Someone else changed this item"). */
  title: string;
  /** What was done about it and what to do next. */
  message: string;
  /** The fields to choose a value for; none when every change could be merged. */
  conflicts: readonly ConflictNoticeField[];
  /** The user chose a value for a field. */
  onChoose: (id: string, choice: 'mine' | 'theirs') => void;
  /** The user chose to reload the entity, discarding their changes. */
  onReload: () => void;
  labels: ConflictNoticeLabels;
  /**
   * The heading's level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Tells the user that their save was refused because someone else changed the item meanwhile: what was merged,
 * and, per field changed on both sides, both values with a button to keep either; plus a way to reload the item
 * and discard their changes. A region named by its title that takes focus when it appears, so keyboard and
 * screen-reader users land on it.
 *
 * **When to use:** After a save is refused because someone else changed the same item meanwhile (the entity
 * forms' save conflict): it shows the merge, lets the user keep either value per field, or reload.
 *
 * **When not to use:** A save refused for invalid fields shows the server's violations on the fields; a
 * failed request (network, server error) is an error {@link Toast}.
 */
export function ConflictNotice({
  title,
  message,
  conflicts,
  onChoose,
  onReload,
  labels,
  headingLevel = 2,
}: ConflictNoticeProps) {
  const titleId = useId();
  const ids = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);
  return (
    <section ref={region} className={styles.notice} aria-labelledby={titleId} tabIndex={-1}>
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.heading }, title)}
      <p className={styles.message}>{message}</p>
      {conflicts.length > 0 ? (
        <ul className={styles.list}>
          {conflicts.map((conflict, index) => {
            const labelId = `${ids}-${String(index)}`;
            return (
              <li key={conflict.id} className={styles.field}>
                <div role="group" aria-labelledby={labelId}>
                  <span id={labelId} className={styles.fieldLabel}>
                    {conflict.label}
                  </span>
                  <dl className={styles.values}>
                    <dt className={styles.term}>{labels.theirs}</dt>
                    <dd className={styles.value}>{conflict.theirs}</dd>
                    <dt className={styles.term}>{labels.mine}</dt>
                    <dd className={styles.value}>{conflict.mine}</dd>
                  </dl>
                  <Inline gap="200" marginTop="200">
                    <Button variant="secondary" size="sm" onPress={() => onChoose(conflict.id, 'theirs')}>
                      {labels.useTheirs}
                    </Button>
                    <Button variant="secondary" size="sm" onPress={() => onChoose(conflict.id, 'mine')}>
                      {labels.keepMine}
                    </Button>
                  </Inline>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Inline gap="200">
        <Button variant="quiet" onPress={onReload}>
          {labels.reload}
        </Button>
      </Inline>
    </section>
  );
}
