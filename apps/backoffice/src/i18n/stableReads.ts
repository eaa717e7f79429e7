/**
 * typesafe-i18n's translation object builds a new proxy on every read of one of its parts (`LL.ordersTable`) and
 * a new bound function on every read of a text. Anything memoised on such a read (a list's columns, labels, row
 * actions) was new on every render, and so were the memoised rows built from it. This wraps the object so that
 * each part and each text is read once and is the same value afterwards; calls, symbol keys (its iteration) and
 * key listings go through unchanged.
 * @example withStableReads(i18nObject('en')).ordersTable === LL.ordersTable // true for the same wrapped LL
 */
export function withStableReads<T extends object>(node: T): T {
  const known = new Map<string, unknown>();
  return new Proxy(node, {
    get(target, key) {
      if (typeof key === 'symbol') return Reflect.get(target, key);
      if (known.has(key)) return known.get(key);
      const value: unknown = Reflect.get(target, key);
      const stable = typeof value === 'function' ? withStableReads(value) : value;
      known.set(key, stable);
      return stable;
    },
  });
}
