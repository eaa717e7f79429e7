/**
 * The qs-esm parse limits of {@link parseQuery}. Internal to the query module.
 * - `arrayLimit` as high as `parameterLimit`: qs turns an array longer than its default 20 (even in `a[]` form)
 *   into an object with numeric keys, so any array a query can hold stays an array.
 * - `depth` 20: qs keeps brackets below its default depth of 5 as a literal key.
 */
export const QS_LIMITS = { parameterLimit: 1000, arrayLimit: 1000, depth: 20 } as const;
