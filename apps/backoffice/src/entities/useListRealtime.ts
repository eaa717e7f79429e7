import { useRealtimeRevalidation } from '@backoffice/api';
import { useMemo } from 'react';

import { useRealtime } from '../realtime/useRealtime';
import type { EntityDefinition, EntityRecord } from './types';

const none: readonly never[] = [];

/**
 * Follows the realtime channels a list definition names for the rows shown (`list.realtime`): an event on one
 * reloads the resource's lists, at most once per 5 s (the client's realtime bridge), and again after every
 * (re)subscription. A list without `realtime`, or with no channel for its rows, connects to nothing.
 */
export function useListRealtime<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
  rows: readonly T[] | undefined,
): void {
  const channelsOf = definition.list.realtime;
  const channels = useMemo(() => (channelsOf ? channelsOf(rows ?? none) : none), [channelsOf, rows]);
  const realtime = useRealtime(channels.length > 0);
  useRealtimeRevalidation(realtime, channels, definition.resource.name);
}
