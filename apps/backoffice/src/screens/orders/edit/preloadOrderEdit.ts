/**
 * Loads the order edit screen's chunk ahead of need (a hovered or focused row of the orders table, or an idle
 * moment): the lazy screen then renders at once. The same specifier as groups/orders.ts, so the bundler shares it.
 */
export function preloadOrderEdit(): void {
  import('./OrderEditScreen').catch(() => {
    // A failed preload changes nothing: opening the order loads the chunk again and reports a failure there.
  });
}
