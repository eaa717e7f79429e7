import { describe, expect, it } from 'vitest';

import { DEV_PRINT_APP_URL, parsePrintAppUrl, PRINT_APP_META, readAppEnv } from './appEnv';

/** A document with the print app's meta tag, or none. */
const docWith = (content: string | null) =>
  ({
    querySelector: (selector: string) =>
      content !== null && selector === `meta[name="${PRINT_APP_META}"]`
        ? ({ getAttribute: () => content } as unknown as Element)
        : null,
  }) as Pick<Document, 'querySelector'>;

describe('parsePrintAppUrl', () => {
  it.each([
    ['https://print.example/', 'https://print.example'],
    [' http://127.0.0.1:5174 ', 'http://127.0.0.1:5174'],
    ['https://print.example/app/', 'https://print.example/app'],
    ['/print/', '/print'],
    ['', null],
    [null, null],
    ['javascript:alert(1)', null],
    ['//elsewhere.example', null],
    ['not a url', null],
  ])('%s gives %s', (text, url) => {
    expect(parsePrintAppUrl(text)).toBe(url);
  });
});

describe('the print app address of readAppEnv', () => {
  it('takes the hosting page’s meta tag over the build’s setting', () => {
    expect(
      readAppEnv({ VITE_PRINT_APP_URL: 'https://a.example' }, docWith('https://b.example/')).printAppUrl,
    ).toBe('https://b.example');
  });

  it('takes the build’s setting without a meta tag', () => {
    expect(readAppEnv({ VITE_PRINT_APP_URL: 'https://a.example' }, docWith(null)).printAppUrl).toBe(
      'https://a.example',
    );
  });

  it('falls back to the development address in development only', () => {
    expect(readAppEnv({ DEV: true }, null).printAppUrl).toBe(DEV_PRINT_APP_URL);
    expect(readAppEnv({ DEV: false }, null).printAppUrl).toBeNull();
  });
});
