import { describe, expect, it } from 'vitest';

import * as source from './index.js';

// Other teams import the built package, not the source: the ESM output must load on its own (relative imports
// with extensions, no missing files) and expose exactly what the source does. `npm test` builds it first.
describe('the built package', () => {
  it('loads as ESM and exports the same names as the source', async () => {
    // A specifier TypeScript does not resolve: the domain's lib has no URL, and dist may not exist at typecheck.
    const builtPath: string = '../dist/index.js';
    const built: Record<string, unknown> = await import(/* @vite-ignore */ builtPath);
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(typeof built['validateRefund']).toBe('function');
  });
});
