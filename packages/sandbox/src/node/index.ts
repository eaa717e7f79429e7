/**
 * The Node side of the sandbox: the HTTP + realtime server with file persistence. Kept apart from the package's
 * main entry, which stays free of node: modules so that Storybook can run the sandbox in the browser.
 */
export { startServer } from './startServer.js';
/** One step of the demo simulator: every delivery job of an approved order moves one courier status on. */
export { advanceDeliveries } from './simulator.js';
export type { RunningServer } from './startServer.js';
