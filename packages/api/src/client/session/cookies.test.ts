import { describe, expect, it } from 'vitest';

import { createDocumentCookieStore, createMemoryCookieStore, sessionCookieAttributes } from './cookies.js';

describe('session cookie attributes', () => {
  it.each([
    [{ keepSignedIn: true, secure: true }, 'jwt=t; Path=/; Max-Age=2592000; SameSite=Lax; Secure'],
    [{ keepSignedIn: true, secure: false }, 'jwt=t; Path=/; Max-Age=2592000; SameSite=Lax'],
    [{ keepSignedIn: false, secure: true }, 'jwt=t; Path=/; SameSite=Lax; Secure'],
    [{ keepSignedIn: false, secure: false }, 'jwt=t; Path=/; SameSite=Lax'],
  ])('%j writes %s', (options, line) => {
    const store = createMemoryCookieStore();
    store.set('jwt', 't', sessionCookieAttributes(options));
    expect(store.entries.get('jwt')?.serialized).toBe(line);
  });
});

describe('document cookie store', () => {
  it('reads, writes and removes through document.cookie', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'other=1; jwt=a%20b; locale=hu';
      },
      set cookie(line: string) {
        written.push(line);
      },
    };
    const store = createDocumentCookieStore(doc);
    expect(store.get('jwt')).toBe('a b');
    expect(store.get('locale')).toBe('hu');
    expect(store.get('missing')).toBeUndefined();
    store.set('jwt', 'x', sessionCookieAttributes({ keepSignedIn: false, secure: true }));
    store.remove('jwt', { path: '/', sameSite: 'Lax', secure: true });
    expect(written).toEqual([
      'jwt=x; Path=/; SameSite=Lax; Secure',
      'jwt=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });
});

describe('shared reads of the document cookie store', () => {
  const doc = { cookie: 'jwt=page%20copy' };

  it("read the browser's jar, decoded, where the Cookie Store API is", async () => {
    const jar = { get: async (name: string) => (name === 'jwt' ? { value: 'jar%20value' } : null) };
    const store = createDocumentCookieStore(doc, jar);
    await expect(store.readShared?.('jwt')).resolves.toBe('jar value');
    await expect(store.readShared?.('refresh')).resolves.toBeUndefined();
  });

  it("fall back to the page's copy without the API, or when it refuses", async () => {
    await expect(createDocumentCookieStore(doc, undefined).readShared?.('jwt')).resolves.toBe('page copy');
    const refusing = { get: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')) };
    await expect(createDocumentCookieStore(doc, refusing).readShared?.('jwt')).resolves.toBe('page copy');
  });
});
