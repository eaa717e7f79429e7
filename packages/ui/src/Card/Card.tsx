import type { ReactNode } from 'react';
import { createElement, useId } from 'react';

import { Button } from '../Button/Button';
import * as styles from './Card.css';

/** Heading levels a card or section title may take, to fit the page's outline. */
export const cardHeadingLevels = [2, 3, 4] as const;
/** One of {@link cardHeadingLevels}. */
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

/** An action of a card's header (Edit, Add…), shown as a quiet small button. */
export interface CardAction {
  /** Unique key. */
  id: string;
  /** The visible, translated text. */
  label: string;
  /** Runs the action. */
  onPress: () => void;
  /** The action cannot be taken now (`data-disabled`). */
  isDisabled?: boolean;
  /**
   * `critical` for a destructive action.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
}

/** Props of {@link Card}. */
export interface CardProps {
  /** The card's heading; a titled card is a `region` named by it. */
  title?: string;
  /**
   * The heading's level.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** A line under the title. */
  description?: string;
  /** The header's own actions, at its end. */
  actions?: readonly CardAction[];
  /** The content; `CardSection`s divide it. */
  children?: ReactNode;
}

/**
 * A surface that groups related content: an optional header (title, description, actions), then the content.
 * With a title it is a `<section>` labelled by its heading, so screen readers list it as a region.
 *
 * **When to use:** To group related content of a screen under one title: a section of an entity form, the
 * order details, a settings group. Cards stack in the columns of {@link PageLayout}; `CardSection` divides
 * one card.
 *
 * **When not to use:** Not for a list of records (a {@link DataList}), a "nothing here yet" message (an
 * {@link EmptyState}) or term-value pairs alone ({@link DescriptionList}, which may sit inside a card). Do
 * not nest cards.
 */
export function Card({ title, headingLevel = 2, description, actions, children }: CardProps) {
  const headingId = useId();
  const header =
    title !== undefined || (actions !== undefined && actions.length > 0) ? (
      <div className={styles.header}>
        <div className={styles.headingBlock}>
          {title === undefined
            ? null
            : createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, title)}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <CardActions actions={actions} />
      </div>
    ) : null;
  if (title === undefined) {
    return (
      <div className={styles.card}>
        {header}
        {children}
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {header}
      {children}
    </section>
  );
}

/** Props of {@link CardSection}. */
export interface CardSectionProps {
  /** The section's heading; a titled section is a `region` named by it. */
  title?: string;
  /**
   * The heading's level: one below the card's.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** The section's own actions, at the end of its title row. */
  actions?: readonly CardAction[];
  /** The content. */
  children?: ReactNode;
}

/** A part of a {@link Card}, set off by a divider from edge to edge. */
export function CardSection({ title, headingLevel = 3, actions, children }: CardSectionProps) {
  const headingId = useId();
  const header =
    title !== undefined || (actions !== undefined && actions.length > 0) ? (
      <div className={styles.header}>
        {title === undefined
          ? null
          : createElement(`h${headingLevel}`, { id: headingId, className: styles.sectionTitle }, title)}
        <CardActions actions={actions} />
      </div>
    ) : null;
  if (title === undefined) {
    return (
      <div className={styles.section}>
        {header}
        {children}
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {header}
      {children}
    </section>
  );
}

function CardActions({ actions }: { actions: readonly CardAction[] | undefined }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action.id}
          variant="quiet"
          size="sm"
          tone={action.tone}
          isDisabled={action.isDisabled}
          onPress={action.onPress}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
