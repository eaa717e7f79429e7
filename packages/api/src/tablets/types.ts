/** The tablet realtime database (tablet status, clients, sunmiv2), as the tablets screen uses it. */
export interface TabletDatabase {
  /** Writes a value at a path (`clients/42/status`). */
  set(path: string, value: unknown): Promise<void>;
  /** Removes the value at a path. */
  remove(path: string): Promise<void>;
  /**
   * Listens to the value at a path (null when there is none). Changes reach the listener at most once per
   * LIMITS.tabletThrottleMs (3 s); the latest value of a burst always arrives. Returns an unsubscribe.
   */
  subscribe(path: string, listener: (value: unknown) => void): () => void;
}

/** The refusal when someone other than a super admin opens the tablet database. */
export const TABLETS_SUPER_ADMIN_ONLY = 'The tablet database is for super admins (ROLE_ADMIN) only';
