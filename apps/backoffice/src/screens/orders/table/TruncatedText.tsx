import { Tooltip, TooltipFocusTarget } from '@backoffice/ui';
import { useCallback, useState } from 'react';

import { truncatedText } from './ordersTable.css';

/** What each measured span does when its size changes: set whether its text is cut. */
const onResize = new WeakMap<Element, (isCut: boolean) => void>();
let sharedObserver: ResizeObserver | null = null;

/**
 * Measures the spans of every table cell with one observer. A ResizeObserver reports each span once when it starts
 * watching it, after the browser's own layout of the frame: reading the widths there costs no extra layout, where a
 * read in the commit forced one layout of the whole table per cell that turned cut.
 */
function observe(element: Element, update: (isCut: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    update(element.scrollWidth > element.clientWidth);
    return () => undefined;
  }
  sharedObserver ??= new ResizeObserver((entries) => {
    for (const { target } of entries) onResize.get(target)?.(target.scrollWidth > target.clientWidth);
  });
  const observer = sharedObserver;
  onResize.set(element, update);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    onResize.delete(element);
  };
}

/**
 * A text on one line, cut with an ellipsis when it does not fit (`data-ellipsis`). Cut, it shows the whole text
 * on hover (the browser's title tooltip) and on keyboard focus (the kit's Tooltip, for which it is then a tab
 * stop); whole, it is a plain span, out of the tab order, with no tooltip to set up: most cells of a 100-row
 * table are whole, so they cost no more than their text.
 * Screen readers read the whole text either way (the cut is only drawn). Whether it is cut is measured once the
 * browser has laid the table out, and again when its size changes (fonts loading, the window resized).
 */
export function TruncatedText({ text }: { text: string }) {
  const [isTruncated, setTruncated] = useState(false);
  // The span is measured from its ref, which follows it when it is a new element: the cut text moves into the
  // tooltip's trigger, and a new text is a new span (its key), which the observer reports as it starts watching it.
  // A state holding the span, measured by an effect, was set by every such cell as it mounted, which rendered each
  // of them a second time in the task that committed the rows.
  const measure = useCallback((element: HTMLSpanElement) => observe(element, setTruncated), []);
  if (!isTruncated) {
    return (
      <span key={text} ref={measure} className={truncatedText}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip content={text} delay={0}>
      <TooltipFocusTarget>
        {/* A tab stop only when cut: keyboard users reach the whole text in its tooltip. */}
        <span
          key={text}
          ref={measure}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={truncatedText}
          data-ellipsis="true"
          title={text}
        >
          {text}
        </span>
      </TooltipFocusTarget>
    </Tooltip>
  );
}
