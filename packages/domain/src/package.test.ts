import { describe, expect, it } from 'vitest';

import pkg from '../package.json' with { type: 'json' };

// Other teams' frontends install the built package: it must stay headless and tree-shakable.
describe('the @backoffice/domain package manifest', () => {
  const runtime: Record<string, string> = {
    ...pkg.dependencies,
    ...('peerDependencies' in pkg ? (pkg.peerDependencies as Record<string, string>) : {}),
    ...('optionalDependencies' in pkg ? (pkg.optionalDependencies as Record<string, string>) : {}),
  };
  const names = Object.keys(runtime);

  it('has runtime dependencies to check', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('%s is neither React, an in-repo package nor DOM-related', (name) => {
    expect(name).not.toMatch(/react/i);
    expect(name).not.toMatch(/^@backoffice\//);
    expect(name).not.toMatch(/dom|jsdom|browser|@types\/web/i);
  });

  it('declares no side effects', () => {
    expect(pkg.sideEffects).toBe(false);
  });

  it('is an ES module', () => {
    expect(pkg.type).toBe('module');
  });

  it('exports the built ESM and its declarations', () => {
    const root = pkg.exports['.'];
    expect(root.import).toBe('./dist/index.js');
    expect(root.types).toBe('./dist/index.d.ts');
    expect(pkg.types).toBe('./dist/index.d.ts');
    // Declarations must be looked up before the import target.
    expect(Object.keys(root).indexOf('types')).toBeLessThan(Object.keys(root).indexOf('import'));
    expect(pkg.files).toEqual(['dist', 'CHANGELOG.md']);
  });
});
