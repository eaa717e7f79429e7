import type { ApiClient } from '@backoffice/api';
import type { ToastQueue } from '@backoffice/ui/base';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

import type { AppEnv } from '../config/appEnv';

/** The long-lived objects of the app, made once in main.tsx (tests make their own). */
export interface AppServices {
  client: ApiClient;
  toasts: ToastQueue;
  env: AppEnv;
  /** The app runs inside a parent frame (frame mode: no guard, inline layout, parent messages). */
  inFrame: boolean;
}

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the app's services. */
export function ServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

/** The app's services. */
export function useServices(): AppServices {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices must be used inside <ServicesProvider>');
  return value;
}
