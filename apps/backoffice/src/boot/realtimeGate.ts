/**
 * When the realtime socket may open. The boot holds it until the first screen has its data on screen, so that the
 * socket's chunk, its handshake and its channel sign-ins do not compete with the first rows; without a boot (the
 * tests, the stories) it may open at once.
 */
let gate: Promise<void> = Promise.resolve();

/** Holds the socket until `shown` settles (the boot: the first screen's texts, config, chunk and data). */
export function holdRealtimeUntil(shown: Promise<unknown>): void {
  gate = shown.then(afterNextPaint, afterNextPaint);
}

/** Settles when the socket may open. */
export function realtimeGate(): Promise<void> {
  return gate;
}

/**
 * Settles after the browser has painted what was rendered (the frame after the current one); at once in a hidden
 * tab, which paints nothing and whose socket must still open (a restaurant's background tab hears new orders).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof document === 'undefined' ||
      document.visibilityState === 'hidden' ||
      typeof requestAnimationFrame !== 'function'
    ) {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
