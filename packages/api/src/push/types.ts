/** A push message shown while the back-office is in the foreground. */
export interface PushMessage {
  title?: string;
  body?: string;
  /** The data payload, as sent. */
  data: Record<string, string>;
}

/** The device token the platform now sends pushes to. */
export interface PushRegistration {
  token: string;
}

/** Push notifications as the back-office uses them (Firebase Cloud Messaging in the browser, in-memory elsewhere). */
export interface PushService {
  /**
   * Gets a device token and registers it with POST /notification/register.
   * Fails with 'No registration token available' when the push service gives none.
   */
  register(): Promise<PushRegistration>;
  /** Forgets the device token; no more pushes reach this browser. */
  unregister(): Promise<void>;
  /** Listens to messages received in the foreground. Returns an unsubscribe. */
  onMessage(listener: (message: PushMessage) => void): () => void;
}

/** The error message when the push service gives no token (spec error catalogue). */
export const NO_REGISTRATION_TOKEN = 'No registration token available';
