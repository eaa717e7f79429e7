import { Tooltip } from '@backoffice/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { Focusable } from 'react-aria-components';

import { truncatedText } from './ordersTable.css';

/**
 * A text on one line, cut with an ellipsis when it does not fit (`data-ellipsis`). Cut, it shows the whole text
 * on hover (the browser's title tooltip) and on keyboard focus (the kit's Tooltip, for which it is then a tab
 * stop); whole, it stays out of the tab order.
 * Screen readers read the whole text either way (the cut is only drawn). Whether it is cut is measured, and
 * measured again when its size changes (fonts loading, the window resized).
 */
export function TruncatedText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isTruncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setTruncated(element.scrollWidth > element.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip content={text} delay={0} isDisabled={!isTruncated}>
      <Focusable>
        {/* Focusable only when cut: keyboard users reach the whole text in its tooltip. */}
        <span
          ref={ref}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={isTruncated ? 0 : -1}
          className={truncatedText}
          {...(isTruncated ? { 'data-ellipsis': 'true', title: text } : {})}
        >
          {text}
        </span>
      </Focusable>
    </Tooltip>
  );
}
