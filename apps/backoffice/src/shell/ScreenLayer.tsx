import { ApiProvider } from '@backoffice/api';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';

import { useErrorHandler } from '../errors/useErrorHandler';
import { useGuardedNavigate } from '../navigation/LeaveGuard';
import { useServices } from './services';

/**
 * What every screen but the sign-in screens stands on: the API hooks' provider (SWR), whose every failed load goes
 * through the error catalogue, and the client-side navigation of the kit's links through the unsaved-changes
 * guard. A chunk of its own (screenLayer.ts), so that the sign-in screens, built on plain elements and calling
 * the client directly, load neither SWR nor React Aria's router.
 */
export function ScreenLayer({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const handle = useErrorHandler();
  const navigate = useGuardedNavigate();
  const swr = useMemo(() => ({ onError: (error: unknown) => void handle(error, 'load') }), [handle]);
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <ApiProvider client={client} swr={swr}>
        {children}
      </ApiProvider>
    </RouterProvider>
  );
}
