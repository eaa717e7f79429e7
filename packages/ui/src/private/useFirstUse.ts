import type { RefObject } from 'react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { LazyPart } from './lazyParts';

/** Options of {@link useFirstUse}. */
export interface FirstUseOptions {
  /**
   * The part the real component needs, loaded before it comes in. Without one it comes in at once: it is cheap
   * itself and loads its own overlay when that opens (RowActionsMenu's Menu).
   */
  part?: LazyPart<unknown>;
  /**
   * The real component is in from the first render (a tooltip opened by its props).
   * @default whether `part` has loaded; `false` without a part
   */
  isSwapped?: boolean;
  /** The real component's trigger, read once it is in: it takes focus. */
  trigger: () => HTMLElement | null | undefined;
  /**
   * With it, the trigger takes focus only if focus was inside this element before the swap: a hover must not move
   * focus. Without it, the trigger always takes focus: the stand-in was pressed, and an overlay gives focus back on
   * close to what held it when it opened.
   */
  focusScope?: RefObject<HTMLElement | null>;
  /** Runs once the real component is in and focus is back (it opens it); told whether its trigger took focus. */
  afterSwap: (hasFocus: boolean) => void;
}

/** What {@link useFirstUse} returns. */
export interface FirstUse {
  /** The real component is in: render it instead of the stand-in. */
  isSwapped: boolean;
  /**
   * The stand-in's first use (a press, a key, a hover or a focus): loads the part, swaps the real component in on
   * the same spot, gives focus back to its trigger, then runs `afterSwap`. A use while the part loads waits for the
   * same load. A part that fails to load (a dropped network) leaves the stand-in as it was; its next use tries
   * again.
   */
  swapIn: () => void;
}

/**
 * A component that is a plain stand-in until its first use: a list's 100 row menus, tooltips and selects would
 * otherwise mount 100 of React Aria's triggers and load their overlays before the rows. On first use it loads the
 * part the real component needs (`lazyParts.tsx`), swaps the real component in at once (`flushSync`), so that its
 * trigger holds focus before the overlay opens, and then opens it (`afterSwap`).
 */
export function useFirstUse({
  part,
  isSwapped: isInitiallySwapped,
  trigger,
  focusScope,
  afterSwap,
}: FirstUseOptions): FirstUse {
  const [isSwapped, setSwapped] = useState(
    () => isInitiallySwapped ?? (part !== undefined && part.loaded() !== undefined),
  );
  const isLoading = useRef(false);

  const swap = () => {
    const hadFocus = focusScope ? (focusScope.current?.contains(document.activeElement) ?? false) : true;
    flushSync(() => setSwapped(true));
    if (hadFocus) trigger()?.focus();
    afterSwap(hadFocus);
  };

  const swapIn = () => {
    if (isSwapped || isLoading.current) return;
    if (!part) {
      swap();
      return;
    }
    isLoading.current = true;
    part.load().then(
      () => {
        isLoading.current = false;
        swap();
      },
      () => {
        // The stand-in stays as it was, and usable: lazyPart forgets a failed load, so its next use loads again.
        // The browser has reported the failed request already.
        isLoading.current = false;
      },
    );
  };

  return { isSwapped, swapIn };
}
