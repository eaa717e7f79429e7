import { Box } from '@backoffice/ui/base';
import type { ReactNode } from 'react';

/** The frame of the public pages and the sign-in screens: no header, no sidebar. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box as="main" display="flex" justifyContent="center" padding="800">
      {children}
    </Box>
  );
}
