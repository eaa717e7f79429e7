import { Tooltip } from '@backoffice/ui';
import { useLayoutEffect, useState } from 'react';
import { Focusable } from 'react-aria-components';

import { truncatedText } from './ordersTable.css';

/**
 * A text on one line, cut with an ellipsis when it does not fit (`data-ellipsis`). Cut, it shows the whole text
 * on hover (the browser's title tooltip) and on keyboard focus (the kit's Tooltip, for which it is then a tab
 * stop); whole, it is a plain span, out of the tab order, with no tooltip to set up: most cells of a 100-row
 * table are whole, so they cost no more than their text.
 * Screen readers read the whole text either way (the cut is only drawn). Whether it is cut is measured, and
 * measured again when its size changes (fonts loading, the window resized).
 */
export function TruncatedText({ text }: { text: string }) {
  // A state, not a ref object: the span is a new element when the text turns cut (it moves into the tooltip's
  // trigger), and the measuring must follow it.
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [isTruncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const update = () => setTruncated(element.scrollWidth > element.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);
  if (!isTruncated) {
    return (
      <span ref={setElement} className={truncatedText}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip content={text} delay={0}>
      <Focusable>
        {/* A tab stop only when cut: keyboard users reach the whole text in its tooltip. */}
        <span
          ref={setElement}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={truncatedText}
          data-ellipsis="true"
          title={text}
        >
          {text}
        </span>
      </Focusable>
    </Tooltip>
  );
}
