import type { RefObject } from 'react';
import { useEffect } from 'react';

/**
 * Keeps keyboard focus inside the live screen when the focused element leaves the page under the user (a tab
 * switched by shortcut, an action button gone once the order moved on, the selected order's panel replaced):
 * focus goes to the `data-focus-home` of the nearest `data-focus-scope` around it that is still on screen (the order
 * panel, the list's heading), else to `fallback` (the selected tab), never to <body>. The order lists handle their own
 * cards first (`OrderCardList`: next order, else previous); this catches the rest.
 */
export function useKeepFocus(
  rootRef: RefObject<HTMLElement | null>,
  fallback: () => HTMLElement | null,
): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let scopes: Element[] = [];
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      last = event.target;
      scopes = [];
      for (let at: Element | null = event.target; at && at !== root; at = at.parentElement) {
        if (at.hasAttribute('data-focus-scope')) scopes.push(at);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) last = null;
    };
    const observer = new MutationObserver(() => {
      if (last === null || last.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const scope = scopes.find((candidate) => candidate.isConnected);
      const home = scope?.matches('[data-focus-home]')
        ? scope
        : scope?.querySelector<HTMLElement>('[data-focus-home]');
      const target = home instanceof HTMLElement ? home : fallback();
      last = null;
      target?.focus();
    });
    observer.observe(root, { childList: true, subtree: true });

    // A dialog closed (cancel, help, the carousel) and could not give focus back (what had it is gone, or it
    // opened over the page itself): the selected order's card takes it, else its panel, else the selected tab.
    const wasDialog = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="dialog"], [role="alertdialog"]') ||
        node.querySelector('[role="dialog"], [role="alertdialog"]') !== null);
    const restore = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      if (document.querySelector('[role="dialog"]:not([aria-modal="false"])') !== null) return;
      const target =
        root.querySelector<HTMLElement>('[data-order-id][aria-current="true"]') ??
        root.querySelector<HTMLElement>('section[data-focus-home]') ??
        fallback();
      target?.focus();
    };
    const dialogs = new MutationObserver((records) => {
      if (!records.some((record) => [...record.removedNodes].some(wasDialog))) return;
      // After the dialog's own focus restoration, which runs once it has left.
      requestAnimationFrame(() => setTimeout(restore, 0));
    });
    dialogs.observe(document.body, { childList: true });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      dialogs.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef, fallback]);
}
