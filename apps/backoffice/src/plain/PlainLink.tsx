import { isPlainClick } from '@backoffice/ui/base';
import type { ReactNode } from 'react';

import { useGuardedNavigate } from '../navigation/LeaveGuard';
import { link } from './plain.css';

/**
 * A native link inside the app: a plain click navigates in place (through the unsaved-changes guard); a modified
 * or middle click is the browser's (a new tab or window).
 */
export function PlainLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useGuardedNavigate();
  return (
    <a
      href={href}
      className={link}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
