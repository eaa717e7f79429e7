// A record of what the pages of a browser context asked of the platform and what came back, for the message of a
// failed test: a race that one clean-clone run in twenty loses is otherwise lost without a trace.
import type { BrowserContext, Page, Request } from 'playwright-core';

/** Starts recording the context's platform calls (paths under /api/ and /frontend-api/) and its console errors. */
export function recordNetwork(context: BrowserContext): { text: () => string } {
  const started = Date.now();
  const pages: Page[] = [];
  const lines: string[] = [];
  const tab = (request: Request) => {
    try {
      return `tab ${pages.indexOf(request.frame().page()) + 1}`;
    } catch {
      return 'tab ?';
    }
  };
  const path = (url: string) => {
    const { pathname, search } = new URL(url);
    return /^\/(api|frontend-api)\//.test(pathname) ? `${pathname}${search}` : null;
  };
  const add = (request: Request, what: string) => {
    const at = path(request.url());
    if (at) lines.push(`${Date.now() - started} ms ${tab(request)} ${request.method()} ${at}: ${what}`);
  };
  context.on('page', (page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (message.type() === 'error')
        lines.push(`${Date.now() - started} ms console error: ${message.text()}`);
    });
  });
  context.on('request', (request) => add(request, 'sent'));
  context.on('response', (response) => add(response.request(), String(response.status())));
  context.on('requestfailed', (request) => add(request, `failed (${request.failure()?.errorText ?? '?'})`));
  return { text: () => lines.join('\n') };
}

/** Runs `check`; when it fails, its error says what the record holds. */
export async function explainedBy<T>(record: { text: () => string }, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n\nPlatform calls:\n${record.text()}`;
    throw error;
  }
}
