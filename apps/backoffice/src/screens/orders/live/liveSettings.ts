import { LIMITS } from '@backoffice/domain';

/**
 * How often the restaurant's lists are refreshed: VITE_LIVE_REFRESH_MS when set to a positive number, else
 * `LIMITS.restaurantReloadMs` (60 s).
 */
export function liveRefreshMs(env: Record<string, string | boolean | undefined>): number {
  const raw = env.VITE_LIVE_REFRESH_MS;
  const value = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(value) && value > 0 ? value : LIMITS.restaurantReloadMs;
}

/** The alert sound, served from the app's public folder. */
export const ALERT_SOUND_PATH = 'incoming-order.wav';

const HANDLED_KEY = 'backoffice.incoming.handled';

/** The incoming orders this tab has handled (approved in the dialog), kept across reloads of the tab. */
export function readHandled(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HANDLED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Records the handled ids (the latest 200). */
export function writeHandled(storage: Pick<Storage, 'setItem'> | null, ids: readonly string[]): void {
  try {
    storage?.setItem(HANDLED_KEY, JSON.stringify(ids.slice(-200)));
  } catch {
    // A full or disabled storage only means the dialog may ask again after a reload.
  }
}
