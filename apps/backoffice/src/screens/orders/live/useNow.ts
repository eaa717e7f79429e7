import { useApi } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';
import { useEffect, useState } from 'react';

/**
 * The current moment by the platform client's clock (the one the tables' date ranges read, so that a story or a
 * demo can fix it), ticking every 20 s (`LIMITS.clockTickMs`) so that time texts move on.
 */
export function useNow(tickMs: number = LIMITS.clockTickMs): Date {
  const { client } = useApi();
  const [now, setNow] = useState(() => client.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(client.now()), tickMs);
    return () => clearInterval(timer);
  }, [client, tickMs]);
  return now;
}
