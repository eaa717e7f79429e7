import type { Realtime } from '@backoffice/api';
import { createContext } from 'react';

/**
 * A realtime service that replaces the app's shared connection below a {@link RealtimeProvider} (tests and stories
 * pass an in-memory one); undefined, the default, means the shared connection of the client.
 */
export const RealtimeContext = createContext<Realtime | null | undefined>(undefined);
