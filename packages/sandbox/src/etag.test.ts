import { beforeEach, describe, expect, it } from 'vitest';

import { entityTag, ifMatchHolds } from './etag.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 0 });
});

describe('entity versions', () => {
  it('tags a read, and refuses a write started from an older version with 412, writing nothing', async () => {
    const read = await sandbox.call('GET', '/api/v1/brands/1');
    const loaded = read.headers.get('etag');
    expect(loaded).toMatch(/^W\/".+"$/);

    // Another admin renames it first, naming the version they loaded.
    const first = await sandbox.call('PUT', '/api/v1/brands/1', {
      body: { name: 'Renamed by Anna' },
      headers: { 'if-match': loaded ?? '' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(loaded);

    // This admin's save started from the old version: refused, and nothing of it is written.
    const stale = await sandbox.call('PUT', '/api/v1/brands/1', {
      body: { name: 'Renamed by Béla', description: 'new text' },
      headers: { 'if-match': loaded ?? '' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ name: 'Renamed by Anna' });
    expect(stale.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await sandbox.call('GET', '/api/v1/brands/1')).body).toMatchObject({ name: 'Renamed by Anna' });

    // With the current version it goes through.
    const retried = await sandbox.call('PUT', '/api/v1/brands/1', {
      body: { name: 'Renamed by Béla' },
      headers: { 'if-match': stale.headers.get('etag') ?? '' },
    });
    expect(retried.status).toBe(200);
  });

  it('lets a write without If-Match through, as before', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/brands/1', { body: { name: 'No version named' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe(entityTag(answer.body));
  });

  it('lets only one of 20 concurrent writes from the same version through', async () => {
    const loaded = (await sandbox.call('GET', '/api/v1/brands/1')).headers.get('etag') ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sandbox.call('PUT', '/api/v1/brands/1', {
          body: { name: `Writer ${index}` },
          headers: { 'if-match': loaded },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 412)).toHaveLength(19);
  });
});

describe('ifMatchHolds', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['', true],
    ['*', true],
    ['W/"a1"', true],
    ['"a1"', true],
    ['"zz", W/"a1"', true],
    ['W/"zz"', false],
  ])('%j against W/"a1" gives %s', (header, expected) => {
    expect(ifMatchHolds(header, 'W/"a1"')).toBe(expected);
  });
});
