/**
 * Entity versions for optimistic concurrency (issue #19 item 5): every item read answers an `ETag` computed from
 * the entity as answered, and a write that names the version it started from (`If-Match`) is refused with 412 when
 * the entity changed since. Plain JavaScript (no node:crypto): the sandbox also runs in the browser.
 */

/** cyrb53: a fast 53-bit string hash with good spread; not cryptographic, which a version tag need not be. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2_654_435_761);
    h2 = Math.imul(h2 ^ code, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return 4_294_967_296 * (2_097_151 & h2) + (h1 >>> 0);
}

/**
 * The entity tag of an entity as the API answers it: weak (it names the JSON's content, not its bytes).
 * @example entityTag({ id: 1, name: 'Tacos' }) // 'W/"…"' (the same for the same content)
 */
export function entityTag(rendered: unknown): string {
  return `W/"${hash53(JSON.stringify(rendered)).toString(36)}"`;
}

/**
 * Whether a write's If-Match allows it: no header, `*`, or a list naming the current tag (compared weakly, so
 * `"x"` and `W/"x"` match).
 * @example ifMatchHolds(undefined, 'W/"a1"') // true
 * @example ifMatchHolds('W/"zz"', 'W/"a1"') // false
 */
export function ifMatchHolds(header: string | undefined, current: string): boolean {
  if (header === undefined || header.trim() === '') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = header.split(',').map(opaque);
  return wanted.includes('*') || wanted.includes(opaque(current));
}
