import { describe, expect, it } from 'vitest';

import { DEFAULT_OTTER_CONNECT_URL, parseOtterConnectUrl, readAppEnv } from './appEnv';

describe('parseOtterConnectUrl', () => {
  it.each([
    ['https://otter.example/connect', 'https://otter.example/connect'],
    [' http://127.0.0.1:9000/otter?from=backoffice ', 'http://127.0.0.1:9000/otter?from=backoffice'],
    ['', null],
    [null, null],
    [undefined, null],
    ['javascript:alert(1)', null],
    ['/otter', null],
    ['not a url', null],
  ])('%s gives %s', (text, url) => {
    expect(parseOtterConnectUrl(text)).toBe(url);
  });
});

describe('the Otter connect address of readAppEnv', () => {
  it('comes from VITE_OTTER_CONNECT_URL', () => {
    expect(
      readAppEnv({ VITE_OTTER_CONNECT_URL: 'https://otter.example/connect' }, null).otterConnectUrl,
    ).toBe('https://otter.example/connect');
  });

  it('is Otter’s manager when the deployment names none, or names something that is not an address', () => {
    expect(DEFAULT_OTTER_CONNECT_URL).toBe('https://manager.tryotter.com/');
    expect(readAppEnv({}, null).otterConnectUrl).toBe(DEFAULT_OTTER_CONNECT_URL);
    expect(readAppEnv({ VITE_OTTER_CONNECT_URL: 'javascript:alert(1)' }, null).otterConnectUrl).toBe(
      DEFAULT_OTTER_CONNECT_URL,
    );
  });
});
