import type { NotificationBrowser } from '@backoffice/ui';

// Order matters: Chromium-based browsers with their own settings UI (Edge, Opera, Samsung Internet) also say
// "Chrome" in their user agent, and Chrome says "Safari"; the help pictures would point at the wrong control.
const otherChromium = /\b(Edg|EdgA|EdgiOS|OPR|OPiOS|Opera|SamsungBrowser|YaBrowser|Vivaldi)\//;

/**
 * The browser whose notification-help picture fits, from the user agent: `chrome`, `firefox`, `safari`, or
 * `other` (help text without a picture).
 * @example detectBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0') // 'firefox'
 */
export function detectBrowser(userAgent: string): NotificationBrowser {
  if (otherChromium.test(userAgent)) return 'other';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(Chrome|CriOS)\//.test(userAgent)) return 'chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !/\bAndroid\b/.test(userAgent)) return 'safari';
  return 'other';
}
