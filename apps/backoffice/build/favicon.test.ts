// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const indexHtml = readFileSync(`${appDir}index.html`, 'utf8');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The `<link rel="icon">` tags of index.html, as attribute maps. */
function iconLinks(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<link\s([^>]*)>/g)]
    .map((match) =>
      Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    )
    .filter((attributes) => attributes.rel === 'icon');
}

// The page's icon is a small PNG, not an SVG: Chromium downloads and decodes a page's icon on the page's own main
// thread, and an SVG icon there is a whole isolated SVG document (a page, a frame, an XML parse, a style and
// layout pass): one task of 32–39 ms in the traces of the orders screen's load, in the middle of the boot. A
// 32×32 PNG decodes in well under a millisecond.
describe('the page icon', () => {
  const links = iconLinks(indexHtml);

  it('is one PNG link that says its size', () => {
    expect(links).toEqual([{ rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '32x32' }]);
  });

  it('is a PNG file of the size the link says', () => {
    const file = readFileSync(`${appDir}public${links[0]?.href ?? ''}`);
    expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The IHDR chunk follows the signature: its length and type (8 bytes), then the width and height.
    expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([32, 32]);
  });
});
