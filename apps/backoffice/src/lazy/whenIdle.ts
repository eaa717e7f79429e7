/**
 * Runs `task` once the browser has an idle moment, or after `timeoutMs` at the latest; returns what cancels it.
 * Code loaded ahead of use starts here, so that it never delays what the user is doing now (the first click's
 * screen, a list's rows).
 * @example useEffect(() => whenIdle(preloadOrderEdit), []);
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  // Safari before 18 has no idle callback.
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}
