import { preloadableLazy } from '../../../lazy/preloadableLazy';

/**
 * The order edit screen, loaded on its first visit or ahead of it: once loaded it opens in the same frame as the
 * click that leads to it.
 */
export const orderEditScreen = preloadableLazy(() =>
  import('./OrderEditScreen').then((module) => module.OrderEditScreen),
);

/**
 * Loads the order edit screen's chunk ahead of need (a hovered or focused row of the orders table, or an idle
 * moment): the screen then renders at once.
 */
export function preloadOrderEdit(): void {
  orderEditScreen.preload().catch(() => {
    // A failed preload changes nothing: opening the order loads the chunk again and reports a failure there.
  });
}
