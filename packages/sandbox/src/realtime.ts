/** One realtime message: a channel, an event name and the data (sent JSON-encoded on the wire). */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

export type RealtimeListener = (message: RealtimeMessage) => void;

/**
 * The event hub between the API and the Pusher-protocol WebSocket layer: the API publishes, the WS server
 * (and tests) subscribe.
 */
export class RealtimeHub {
  private readonly listeners = new Set<RealtimeListener>();

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(channel: string, event: string, data: unknown): void {
    const message = { channel, event, data };
    for (const listener of this.listeners) listener(message);
  }
}
