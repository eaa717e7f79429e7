import type { ApiClient } from '@backoffice/api';
import type { TokenClaims } from '@backoffice/domain';
import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useState } from 'react';

const SessionContext = createContext<TokenClaims | null | undefined>(undefined);

/** Keeps the signed-in user's claims in React state, following every sign-in, refresh and sign-out. */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [claims, setClaims] = useState(() => client.session.claims());
  useEffect(() => {
    return client.session.subscribe((next) => setClaims(next));
  }, [client]);
  return <SessionContext.Provider value={claims}>{children}</SessionContext.Provider>;
}

/** The signed-in user's token claims, or null when nobody is signed in. */
export function useClaims(): TokenClaims | null {
  const claims = useContext(SessionContext);
  if (claims === undefined) throw new Error('useClaims must be used inside <SessionProvider>');
  return claims;
}
