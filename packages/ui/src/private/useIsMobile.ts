import { useSyncExternalStore } from 'react';

import { media } from '../theme/media';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(media.mobile);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True under the spec's 992 px breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.mobile).matches,
    () => false,
  );
}
