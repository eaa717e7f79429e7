/** Connection state shown on screens. */
export type RealtimeState = 'connecting' | 'connected' | 'unavailable';

/** The realtime service as the back-office uses it (pusher-js in the browser, in-memory in tests). */
export interface Realtime {
  /** Listens to an event of a channel; the channel is subscribed on first use. Returns an unsubscribe. */
  bind(channel: string, event: string, handler: (data: unknown) => void): () => void;
  /** Called after every (re)subscription of the channel: the service keeps no history, so refetch then. */
  onSubscribed(channel: string, handler: () => void): () => void;
  state(): RealtimeState;
  onStateChange(handler: (state: RealtimeState) => void): () => void;
  disconnect(): void;
}

/** The channels and events of the spec. */
export const realtimeChannels = {
  orders: { name: 'orders', events: ['create-order', 'update-order'] },
  deliveryJobs: { name: 'delivery-jobs', events: ['create-delivery-job', 'update-delivery-job'] },
  restaurantOrders: (restaurantId: string | number) => ({
    name: `private-orders-${restaurantId}`,
    events: ['new-order', 'update-order'],
  }),
  cloudCanteen: (id: string | number) => ({
    name: `private-cloudcanteens-${id}`,
    events: ['create', 'update', 'delete'],
  }),
  residentialCanteen: (id: string | number) => ({
    name: `private-residentialcanteens-${id}`,
    events: ['create', 'update', 'delete'],
  }),
} as const;
