import { useEffect, useRef } from 'react';

import { Button } from '../../Button/Button';
import { Icon } from '../../Icon/Icon';
import * as styles from './IncomingOrdersBar.css';

/** The texts of {@link IncomingOrdersBar}. */
export interface IncomingOrdersBarLabels {
  /** The bar's landmark name, e.g. 'New orders'. */
  region: string;
  /** How many orders wait, e.g. `(n) => \`${n} orders waiting\``. */
  waiting: (count: number) => string;
  /** The button that reopens the carousel, e.g. 'Show orders (I)'. */
  reopen: string;
}

/** Props of {@link IncomingOrdersBar}. */
export interface IncomingOrdersBarProps {
  /** How many orders wait. */
  count: number;
  /** Reopens the carousel. */
  onReopen: () => void;
  /** The texts. */
  labels: IncomingOrdersBarLabels;
  /**
   * A key that reopens the carousel from anywhere on the page (not while typing in a field, nor with Ctrl, Alt
   * or Meta held), announced as `aria-keyshortcuts` on the button.
   */
  shortcut?: string;
}

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null);

/**
 * The incoming-order carousel put aside: a bar that says how many orders wait and reopens the carousel with one
 * click, Enter or Space on its button, or the `shortcut` key anywhere on the page. It sticks to the bottom of the
 * scrolling content; its count is a polite live region.
 *
 * **When to use:** While the incoming-order carousel is put aside: it says how many orders wait and reopens
 * the carousel.
 *
 * **When not to use:** The orders themselves are handled in the {@link IncomingOrderCarousel}; a plain count
 * next to a label is a {@link Badge}.
 */
export function IncomingOrdersBar({ count, onReopen, labels, shortcut }: IncomingOrdersBarProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // react-aria's Button does not pass aria-keyshortcuts through.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    if (shortcut) button.setAttribute('aria-keyshortcuts', shortcut.toUpperCase());
    else button.removeAttribute('aria-keyshortcuts');
  }, [shortcut]);
  useEffect(() => {
    if (!shortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.key.toLowerCase() !== shortcut.toLowerCase() || isTyping(event.target)) return;
      event.preventDefault();
      onReopen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut, onReopen]);

  return (
    <section className={styles.bar} aria-label={labels.region} data-incoming-bar="">
      <p className={styles.text} role="status">
        <Icon name="alert" size="sm" />
        {labels.waiting(count)}
      </p>
      <Button ref={buttonRef} onPress={onReopen}>
        {labels.reopen}
      </Button>
    </section>
  );
}
