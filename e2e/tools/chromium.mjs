// Finds a Chromium for the browser tests: $CHROMIUM_PATH, then the system's chromium, then a browser that
// Playwright downloaded itself. Used by `npm test` (with --check) and by every browser-mode Vitest config.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that let headless Chromium run as root on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function playwrightDownload() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} the path of a Chromium executable, or undefined when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? playwrightDownload();
}

/** Like findChromium, but throws the one-line how-to when no browser is found. */
export function requireChromium() {
  const path = findChromium();
  if (!path) throw new Error(HOW_TO);
  return path;
}

const HOW_TO =
  'No Chromium found for the browser tests: install one (Debian: apt-get install -y chromium; macOS: brew install --cask chromium) or set CHROMIUM_PATH to its executable.';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--check')) {
  const path = findChromium();
  if (!path) {
    console.error(HOW_TO);
    process.exit(1);
  }
  console.log(`Browser tests use Chromium at ${path}`);
}
