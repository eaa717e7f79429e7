import { describe, expect, it } from 'vitest';

import { connectOrigins, contentSecurityPolicy, frameAncestors, originOf } from './contentSecurityPolicy';

/** The policy as a map of directive to its sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  const configured = {
    VITE_API_BASE_URL: 'https://api.example/api/v1',
    VITE_FRONTEND_API_URL: 'https://front.example/frontend-api',
    VITE_REALTIME_URL: 'wss://rt.example:6001/app/key',
  };

  it('allows scripts of the app’s origin only, no plugins, no base', () => {
    const policy = directives(contentSecurityPolicy(configured));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['default-src']).toBeUndefined();
  });

  it('requires Trusted Types only when asked (the rich text editor cannot run under them)', () => {
    expect(directives(contentSecurityPolicy(configured))['require-trusted-types-for']).toBeUndefined();
    expect(
      directives(contentSecurityPolicy(configured, { trustedTypes: true }))['require-trusted-types-for'],
    ).toEqual(["'script'"]);
  });

  it('limits connections to the configured API, frontend-API and realtime origins', () => {
    expect(directives(contentSecurityPolicy(configured))['connect-src']).toEqual([
      "'self'",
      'https://api.example',
      'https://front.example',
      'wss://rt.example:6001',
    ]);
  });

  it('adds Firebase and the error-reporting service when they are configured', () => {
    const origins = connectOrigins({
      VITE_API_BASE_URL: '/api/v1',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_DATABASE_URL: 'https://tablets.example.firebasedatabase.app',
      VITE_ERROR_REPORTING_DSN: 'https://abc@errors.example/7',
    });
    expect(origins).toEqual(
      expect.arrayContaining([
        'https://fcmregistrations.googleapis.com',
        'https://tablets.example.firebasedatabase.app',
        'wss://tablets.example.firebasedatabase.app',
        'https://errors.example',
      ]),
    );
    expect(origins).not.toContain('https://maps.googleapis.com');
  });

  it('lets the Maps script in only when the deployment configures a Maps key', () => {
    expect(directives(contentSecurityPolicy(configured))['script-src']).toEqual(["'self'"]);
    const withMaps = directives(contentSecurityPolicy({ ...configured, VITE_GOOGLE_MAPS_API_KEY: 'm' }));
    expect(withMaps['script-src']).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(withMaps['connect-src']).toContain('https://places.googleapis.com');
  });

  it('leaves connect-src to the header when the build does not know the platform (configured at run time)', () => {
    expect(directives(contentSecurityPolicy({}))['connect-src']).toBeUndefined();
    expect(directives(contentSecurityPolicy({}, { connect: true }))['connect-src']).toEqual(["'self'"]);
  });
});

describe('originOf', () => {
  it.each([
    ['https://api.example/api/v1', 'https://api.example'],
    ['wss://rt.example:6001/app/k', 'wss://rt.example:6001'],
    ['/api/v1', null],
    ['', null],
  ])('%s gives %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('frameAncestors', () => {
  it('allows the app itself and the configured parents', () => {
    expect(frameAncestors(['https://portal.example'])).toBe("frame-ancestors 'self' https://portal.example");
  });
});
