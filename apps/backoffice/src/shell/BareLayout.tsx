import type { ReactNode } from 'react';

import { bareFrame } from '../plain/plainLayout.css';

/** The frame of the public pages and the sign-in screens: no header, no sidebar. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main className={bareFrame}>{children}</main>;
}
