import { LIMITS } from '@backoffice/domain';

/** The part of an `<audio>` element the alert uses. */
export interface AlertAudio {
  play(): Promise<void>;
  pause(): void;
  currentTime: number;
}

/** The events that count as a user gesture for retrying a blocked sound. */
export interface GestureTarget {
  addEventListener(type: 'focus' | 'click', listener: () => void): void;
  removeEventListener(type: 'focus' | 'click', listener: () => void): void;
}

/** The alert sound of incoming orders. */
export interface AlertSound {
  /** Some orders wait (true) or none (false): starts the repeating alert, or stops it. */
  setActive(active: boolean): void;
  /** Whether the browser blocked the last play (autoplay policy); the screen shows a notice meanwhile. */
  isBlocked(): boolean;
  /** Listens to changes of the blocked state. Returns an unsubscribe. */
  onBlockedChange(listener: (blocked: boolean) => void): () => void;
  dispose(): void;
}

/**
 * The incoming-order alert: plays at once when orders start waiting, then every 60 s (`LIMITS.soundRepeatMs`)
 * until none waits. When the browser refuses to play (autoplay blocked), the alert reports itself blocked and
 * tries again on the next window focus or click; the repeat goes on meanwhile.
 */
export function createAlertSound(
  audio: AlertAudio,
  gestures: GestureTarget,
  repeatMs: number = LIMITS.soundRepeatMs,
): AlertSound {
  let active = false;
  let blocked = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<(blocked: boolean) => void>();

  const setBlocked = (next: boolean) => {
    if (next === blocked) return;
    blocked = next;
    if (blocked) {
      gestures.addEventListener('focus', retry);
      gestures.addEventListener('click', retry);
    } else {
      gestures.removeEventListener('focus', retry);
      gestures.removeEventListener('click', retry);
    }
    for (const listener of [...listeners]) listener(blocked);
  };

  function play() {
    if (!active) return;
    audio.currentTime = 0;
    let playing: Promise<void> | undefined;
    try {
      playing = audio.play();
    } catch (error) {
      playing = Promise.reject(error);
    }
    // Older engines return nothing from play(), and some throw instead of rejecting.
    Promise.resolve(playing).then(
      () => setBlocked(false),
      (error: unknown) => {
        // NotAllowedError: the autoplay policy wants a user gesture first. Other failures (no source) are not
        // fixed by a click, but retrying on one is harmless.
        if (active) setBlocked(true);
        const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
        if (name !== 'NotAllowedError') console.warn(error);
      },
    );
  }

  function retry() {
    if (active) play();
    else setBlocked(false);
  }

  return {
    setActive(next) {
      if (next === active) return;
      active = next;
      if (active) {
        play();
        timer = setInterval(play, repeatMs);
      } else {
        if (timer) clearInterval(timer);
        timer = null;
        audio.pause();
        setBlocked(false);
      }
    },
    isBlocked: () => blocked,
    onBlockedChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      this.setActive(false);
      listeners.clear();
    },
  };
}
