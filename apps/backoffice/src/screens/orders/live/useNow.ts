import { LIMITS } from '@backoffice/domain';
import { useEffect, useState } from 'react';

/** The current moment, ticking every 20 s (`LIMITS.clockTickMs`) so that time texts move on. */
export function useNow(tickMs: number = LIMITS.clockTickMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
