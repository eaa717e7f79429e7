/** What {@link createLiveRefresh} works with. */
export interface LiveRefreshOptions {
  /**
   * Refreshes everything a page reload would: every order list on screen, the platform configuration and the
   * restaurant's settings.
   */
  refreshData: () => void;
  /** Whether a new version of the app has been deployed since this page loaded. */
  isNewVersion: () => Promise<boolean>;
  /** Whether the page may reload now: no incoming order waits. */
  mayReload: () => boolean;
  /** Reloads the page. */
  reloadPage: () => void;
}

/**
 * One tick of the restaurant admin's 60 s refresh (`liveRefreshMs`). Product decision (issue #18, "The 60 s
 * restaurant-admin refresh"): it stays a data refresh, not a page reload, because a reload would lose the
 * browser's permission to play the alert. So each tick refreshes the data, and the page reloads only when a new
 * version of the app has been deployed and no incoming order waits (never under a waiting order, whose alert
 * would go quiet). A failed version check counts as no new version.
 */
export function createLiveRefresh({ refreshData, isNewVersion, mayReload, reloadPage }: LiveRefreshOptions) {
  let reloading = false;
  return async function tick(): Promise<void> {
    refreshData();
    if (reloading) return;
    const fresh = await isNewVersion().catch(() => false);
    if (fresh && mayReload() && !reloading) {
      reloading = true;
      reloadPage();
    }
  };
}

/**
 * Whether the deployed app's version (`version.json` beside index.html, written by the build) differs from the
 * running one. False when the running app has no version (dev server, tests) or the file cannot be read.
 * @example await isNewAppVersion('k2x-ab12', fetch, '/') // true once a build with another version is deployed
 */
export async function isNewAppVersion(
  running: string | undefined,
  fetchFile: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>,
  baseUrl: string,
): Promise<boolean> {
  if (!running) return false;
  try {
    const response = await fetchFile(`${baseUrl}version.json`, { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const deployed =
      typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
    return typeof deployed === 'string' && deployed !== '' && deployed !== running;
  } catch {
    return false;
  }
}

/** The SWR keys the refresh revalidates: the order lists and orders, and the restaurants' own data. */
export const isLiveRefreshKey = (key: unknown): boolean =>
  Array.isArray(key) && (key[0] === 'orders' || key[0] === 'managed-restaurants' || key[0] === 'restaurants');
