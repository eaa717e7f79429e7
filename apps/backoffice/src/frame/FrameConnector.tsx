import { MISSING_REFRESH_TOKEN } from '@backoffice/api';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

import { useClaims } from '../session/SessionProvider';
import { useServices } from '../shell/services';
import type { FrameBridge } from './createFrameBridge';
import { createFrameBridge } from './createFrameBridge';

/**
 * Frame mode (orders-auth-routes section 2): reports each visited path to the parent, obeys its history-back and
 * history-forward commands, announces PROXY_READY and LOGGED_IN 200 ms after they happen, and signs in with a
 * refresh token the parent sends ('Missing refresh token' without one; a failed sign-in is only logged). Only the
 * configured parent origins are heard and written to. Renders nothing; inactive outside a frame.
 */
export function FrameConnector() {
  const { client, env, inFrame } = useServices();
  const [location] = useLocation();
  const search = useSearch();
  const claims = useClaims();
  const bridge = useRef<FrameBridge | null>(null);
  const signedIn = claims !== null;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (!inFrame || env.frameParentOrigins.length === 0) return undefined;
    const created = createFrameBridge({
      window,
      allowedOrigins: env.frameParentOrigins,
      onMessage: (message) => {
        if (message.type === 'HISTORY_BACK') window.history.back();
        else if (message.type === 'HISTORY_FORWARD') window.history.forward();
        else if (!message.refreshToken) {
          console.error(MISSING_REFRESH_TOKEN);
          created.send({ type: 'LOGIN_FAILED', message: MISSING_REFRESH_TOKEN });
        } else {
          client.session.signInWithRefreshToken(message.refreshToken).catch((error: unknown) => {
            // The catalogue: an authentication error on refresh-token login is only logged.
            console.error(error);
          });
        }
      },
    });
    bridge.current = created;
    created.announce('PROXY_READY');
    return () => {
      created.dispose();
      bridge.current = null;
    };
  }, [client, env.frameParentOrigins, inFrame]);

  useEffect(() => {
    bridge.current?.send({ type: 'NAVIGATED', path: search ? `${location}?${search}` : location });
  }, [location, search]);

  useEffect(() => {
    if (signedIn && !wasSignedIn.current) bridge.current?.announce('LOGGED_IN');
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  return null;
}
