// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component's Docs page in Storybook shows its JSDoc, so the usage notes live there, next to the code they
// describe, and this test keeps every documented component carrying them.

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const markers = ['**When to use:**', '**When not to use:**'];

/** Story files of the kit; Foundations documents tokens, not a component. */
function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Visual baselines sit in folders named after their story file, so only real files count.
    if (statSync(path).isDirectory()) return name === 'Foundations' ? [] : storyFiles(path);
    return name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** The `component:` of the file's default meta. */
function metaComponent(source: string): string | undefined {
  return /const meta\b[\s\S]*?\bcomponent:\s*([A-Za-z_$][\w$]*)/.exec(source)?.[1];
}

const escape = (name: string) => name.replace(/\$/g, '\\$');

/** The module a name is imported from (a value import, not `import type`), if it is imported at all. */
function importSource(source: string, name: string): string | undefined {
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1]) continue;
    // `A as B` binds B in this file.
    const names = (match[2] ?? '').split(',').map((part) => part.replace(/^.*\sas\s/, '').trim());
    if (names.includes(name)) return match[3];
  }
  return undefined;
}

function resolveModule(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const candidate = [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    existsSync,
  );
  if (!candidate) throw new Error(`cannot resolve '${specifier}' from ${relative(srcDir, fromFile)}`);
  return candidate;
}

const declaration = (name: string) =>
  new RegExp(`^(?:export\\s+)?(?:function\\s+${escape(name)}\\b|const\\s+${escape(name)}\\b)`, 'm');

/**
 * The file that declares `name`, following imports and `export { … } from` re-exports. A story's wrapper (a
 * component that holds the state of the one it shows) is declared in the story file itself.
 */
function declaringFile(file: string, name: string, seen = new Set<string>()): string {
  if (seen.has(file)) throw new Error(`circular re-export of ${name} at ${relative(srcDir, file)}`);
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (declaration(name).test(source)) return file;
  const reExport = new RegExp(`export\\s*\\{[^}]*\\b${escape(name)}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(
    source,
  );
  const from = reExport?.[1] ?? importSource(source, name);
  if (!from) throw new Error(`${name} is neither declared nor imported in ${relative(srcDir, file)}`);
  return declaringFile(resolveModule(file, from), name, seen);
}

/** The JSDoc block right before the declaration of `name` (only whitespace between), or undefined. */
function jsDocOf(source: string, name: string): string | undefined {
  const match = declaration(name).exec(source);
  if (!match) return undefined;
  const before = source.slice(0, match.index).trimEnd();
  if (!before.endsWith('*/')) return undefined;
  const start = before.lastIndexOf('/**');
  return start === -1 ? undefined : before.slice(start);
}

const documented = storyFiles(srcDir)
  .sort()
  .map((storyFile) => {
    const source = readFileSync(storyFile, 'utf8');
    const component = metaComponent(source);
    if (!component) throw new Error(`no meta.component in ${relative(srcDir, storyFile)}`);
    return { storyFile: relative(srcDir, storyFile), component, file: declaringFile(storyFile, component) };
  });

/** The JSDoc right before the story file's `const meta`, which Storybook shows instead of the component's. */
const metaJsDoc = (source: string) => /\/\*\*((?!\*\/)[\s\S])*\*\/\s*const meta\b/.exec(source)?.[0];

describe('usage notes on every kit component', () => {
  it('finds the components of the story files', () => {
    expect(documented.length).toBeGreaterThan(70);
  });

  it.each(documented)('$component ($storyFile) says when to use it and when not', ({ component, file }) => {
    const jsDoc = jsDocOf(readFileSync(file, 'utf8'), component) ?? '';
    const missing = markers.filter((marker) => !jsDoc.includes(marker));
    expect(
      missing,
      `${component} in ${relative(srcDir, file)}: the JSDoc lacks ${missing.join(' and ')}`,
    ).toEqual([]);
  });

  it.each(documented)('$storyFile leaves the Docs description to $component', ({ storyFile, component }) => {
    const source = readFileSync(join(srcDir, storyFile), 'utf8');
    expect(
      metaJsDoc(source),
      `${storyFile}: a JSDoc on the meta replaces ${component}'s own on the Docs page; make it a line comment`,
    ).toBeUndefined();
  });
});
