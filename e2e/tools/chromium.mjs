// Finds a Chromium for the browser tests: $CHROMIUM_PATH, then the system's chromium, then a browser that
// Playwright downloaded itself. Used by `npm test` (with --check) and by every browser-mode Vitest config. With
// --check and no browser, it installs Debian's chromium itself when it runs as root on Debian or Ubuntu (as .ci/run
// does), and otherwise says in one line how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** The packages `--check` installs on Debian and Ubuntu: the browser, and the fonts the visual baselines use. */
export const DEBIAN_PACKAGES = ['chromium', 'fonts-liberation'];

/**
 * Whether /etc/os-release (its text) describes Debian, Ubuntu or a system built on them (ID or ID_LIKE).
 * @param {string | null} osRelease
 */
export function isDebianLike(osRelease) {
  if (!osRelease) return false;
  const names = osRelease
    .split('\n')
    .map((line) => /^\s*(ID|ID_LIKE)\s*=\s*(.*?)\s*$/.exec(line)?.[2])
    .filter((value) => value !== undefined)
    .flatMap((value) =>
      value
        .replace(/^(["'])(.*)\1$/, '$2')
        .toLowerCase()
        .split(/\s+/),
    );
  return names.includes('debian') || names.includes('ubuntu');
}

/**
 * What `--check` does once it has looked for a browser: `ok` when it found one; `install` when there is none and
 * it may install Debian's package itself (Debian or Ubuntu, run as root); `instruct` otherwise (the one-line how-to).
 * @param {{ osRelease: string | null; uid: number | undefined; found: boolean }} facts the text of /etc/os-release
 *   (null when there is none), the user id (process.getuid(); undefined off POSIX) and whether a browser was found
 * @returns {'ok' | 'install' | 'instruct'}
 */
export function checkAction({ osRelease, uid, found }) {
  if (found) return 'ok';
  return uid === 0 && isDebianLike(osRelease) ? 'install' : 'instruct';
}

function readOsRelease() {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return null;
  }
}

/** apt-get update, then apt-get install of DEBIAN_PACKAGES, quietly; their output only when a step fails. */
function installDebianChromium() {
  console.log(
    `No Chromium found for the browser tests: installing Debian's ${DEBIAN_PACKAGES.join(' and ')}`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...DEBIAN_PACKAGES],
  ]) {
    const step = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (step.status !== 0) {
      process.stderr.write(`${step.stdout ?? ''}${step.stderr ?? ''}`);
      console.error(
        `apt-get ${args.join(' ')} failed${step.error ? `: ${step.error.message}` : ''}. ${HOW_TO}`,
      );
      process.exit(1);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--check')) {
  const facts = { osRelease: readOsRelease(), uid: process.getuid?.(), found: findChromium() !== undefined };
  const action = checkAction(facts);
  if (action === 'install') installDebianChromium();
  const path = findChromium();
  if (!path) {
    console.error(HOW_TO);
    process.exit(1);
  }
  console.log(`Browser tests use Chromium at ${path}`);
}
