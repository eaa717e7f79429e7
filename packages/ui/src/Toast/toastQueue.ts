import { LIMITS } from '@backoffice/domain';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

// The queue apart from the region: the app creates its queue and shows toasts from its first chunk, while the
// region (React Aria's toast, button and landmark code) loads with the first toast.

/** Toast tones. `error` toasts stay longer. */
export const toastTones = ['info', 'success', 'warning', 'error'] as const;
/** One of {@link toastTones}. */
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. */
export interface ToastContent {
  /** The headline (translated). */
  title: string;
  /** More detail (translated). */
  description?: string;
  /** The tone, also the icon; the title says the same in words. */
  tone: ToastTone;
}

/** A queue of toasts; create one per app and render one ToastRegion for it. */
export type ToastQueue = AriaToastQueue<ToastContent>;

/**
 * At most this many toasts show at once (the rest wait): a taller stack would climb over the middle of the
 * screen, where dialogs keep their buttons.
 */
export const maxVisibleToasts = 3;

/** Creates the app's toast queue (at most {@link maxVisibleToasts} on screen unless told otherwise). */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: options.maxVisibleToasts ?? maxVisibleToasts });
}

const sameContent = (a: ToastContent, b: ToastContent) =>
  a.tone === b.tone && a.title === b.title && a.description === b.description;

/**
 * How long a toast stays: the spec's 5 s, and 10 s for errors (section 9; request-error toasts, section 8).
 * @example toastTimeout('error') // 10000
 */
export function toastTimeout(tone: ToastTone): number {
  return tone === 'error' ? LIMITS.errorToastMs : LIMITS.toastMs;
}

/**
 * Shows a toast for its tone's duration; returns its key (for `queue.close(key)`). The same message shown again
 * replaces the one on screen (its time starts over) instead of stacking a copy.
 */
export function showToast(queue: ToastQueue, content: ToastContent): string {
  for (const shown of queue.visibleToasts) {
    if (sameContent(shown.content, content)) queue.close(shown.key);
  }
  return queue.add(content, { timeout: toastTimeout(content.tone) });
}
