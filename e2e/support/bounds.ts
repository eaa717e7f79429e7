// The one upper bound of the end-to-end steps, apart from stack.ts so that vitest.config.ts can read it cheaply.

/**
 * How long any Playwright action or wait of the tests may take before it fails, set here once so that no test sets
 * its own: an upper bound, never a wait in itself. Twice Playwright's 30 s default, because two whole test suites
 * running at once on a 2-core machine made single steps take longer than that; below vitest's testTimeout
 * (vitest.config.ts) so that a stuck step fails with its own message. The e2e lint test refuses a step's own bound.
 */
export const STEP_TIMEOUT_MS = 60_000;
