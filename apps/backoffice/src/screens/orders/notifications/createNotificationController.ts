import type { PushService } from '@backoffice/api';
import type { NotificationInputs, NotificationPermissionState } from '@backoffice/domain';

/** The browser's Notification API as the controller uses it. */
export interface BrowserNotifications {
  /** The current permission, or null when the browser has no Notification API. */
  permission(): NotificationPermissionState | null;
  /** Asks the user (shows the browser's prompt while the permission is `default`). */
  requestPermission(): Promise<NotificationPermissionState>;
}

/** Where the user's "notifications off on this browser" choice lives (the notification-off cookie). */
export interface NotificationOffFlag {
  read(): boolean;
  write(off: boolean): void;
}

/** What the notification toggle and the permission dialog show. */
export interface NotificationSnapshot {
  /** The domain's inputs: registration, the user's off switch, the permission (`denied` when unsupported). */
  status: NotificationInputs;
  /** The browser has a Notification API at all. */
  isSupported: boolean;
  /** Asking, registering or unregistering is under way. */
  isPending: boolean;
}

/** The notification state of this browser, shared by every screen that shows it. */
export interface NotificationController {
  getSnapshot(): NotificationSnapshot;
  /** Runs the listener after every change. Returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Reads the permission again (the user may have changed it in the browser's settings). */
  refreshPermission(): void;
  /**
   * Asks for permission when it has not been asked yet; once granted, registers push and clears the off flag.
   * Rejects with the push service's error (e.g. 'No registration token available').
   */
  turnOn(): Promise<void>;
  /** Unregisters push and records that the user turned notifications off here. */
  turnOff(): Promise<void>;
  /**
   * Registers push again on a new page load when permission is granted and the user has not turned it off
   * (once per controller; the device token may have changed since the last visit).
   */
  resume(): Promise<void>;
}

/** Dependencies of {@link createNotificationController}. */
export interface NotificationControllerOptions {
  push: PushService;
  browser: BrowserNotifications;
  offFlag: NotificationOffFlag;
}

/**
 * The headless notification logic (spec section 4, "Notification state"): registered plus permission granted is
 * on, unless the user turned it off; switching off unregisters and records the choice.
 */
export function createNotificationController({
  push,
  browser,
  offFlag,
}: NotificationControllerOptions): NotificationController {
  const listeners = new Set<() => void>();
  let registered = false;
  let resumed = false;
  let snapshot = build(false);

  function build(isPending: boolean): NotificationSnapshot {
    const permission = browser.permission();
    return {
      status: { registered, userOff: offFlag.read(), permission: permission ?? 'denied' },
      isSupported: permission !== null,
      isPending,
    };
  }

  function publish(isPending: boolean) {
    const next = build(isPending);
    const same =
      next.isPending === snapshot.isPending &&
      next.isSupported === snapshot.isSupported &&
      next.status.registered === snapshot.status.registered &&
      next.status.userOff === snapshot.status.userOff &&
      next.status.permission === snapshot.status.permission;
    if (same) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  async function register() {
    await push.register();
    registered = true;
  }

  async function run(task: () => Promise<void>) {
    if (snapshot.isPending) return;
    publish(true);
    try {
      await task();
    } finally {
      publish(false);
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refreshPermission: () => publish(snapshot.isPending),
    turnOn: () =>
      run(async () => {
        let permission = browser.permission();
        if (permission === null) return;
        if (permission === 'default') permission = await browser.requestPermission();
        if (permission !== 'granted') return;
        await register();
        offFlag.write(false);
      }),
    turnOff: () =>
      run(async () => {
        await push.unregister();
        registered = false;
        offFlag.write(true);
      }),
    resume: async () => {
      if (resumed) return;
      resumed = true;
      if (browser.permission() !== 'granted' || offFlag.read() || registered) return;
      await run(register);
    },
  };
}
