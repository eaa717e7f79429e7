// Other teams' frontends install @backoffice/domain from a registry. This packs it the way `npm publish` would,
// installs the tarball into a scratch project outside the repository (so no workspace link or monorepo path can
// help), and type-checks and runs an import of it under TypeScript's strict mode.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOMAIN = join(ROOT, 'packages/domain');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let scratch: string;
let packed: { filename: string; files: Array<{ path: string }> };

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'domain-consumer-'));
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: DOMAIN,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  [packed] = JSON.parse(output) as [typeof packed];
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'domain-consumer',
      private: true,
      type: 'module',
      dependencies: { '@backoffice/domain': `file:./${packed.filename}` },
    }),
  );
  // The dependencies come from npm's cache, which `npm ci` filled; the registry only when it is not there.
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: scratch,
    stdio: 'ignore',
  });
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @backoffice/domain', () => {
  it('holds the built output, the manifest, the readme, the licence and the changelog, and no sources or tests', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/index.js');
    expect(paths).toContain('dist/index.d.ts');
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']));
    expect(
      paths.filter((path) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(path)),
    ).toEqual([]);
    expect(paths.filter((path) => /\.test\./.test(path))).toEqual([]);
  });

  it('reaches nothing of the monorepo from its built files', () => {
    const installed = join(scratch, 'node_modules/@backoffice/domain');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@backoffice/'))).toEqual([]);
    for (const { path } of packed.files.filter((file) => /\.(js|d\.ts)$/.test(file.path))) {
      const text = readFileSync(join(installed, path), 'utf8');
      expect(text, path).not.toMatch(/from '@backoffice\/|from '\.\.\/\.\.\/\.\.\//);
    }
  });

  it('type-checks and runs an import under strict TypeScript', () => {
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022'],
          types: [],
          skipLibCheck: false,
          outDir: 'out',
        },
        files: ['consumer.ts'],
      }),
    );
    writeFileSync(
      join(scratch, 'consumer.ts'),
      [
        "import { LIMITS, compileCostCodePattern, isTokenExpired, validateCostCodes } from '@backoffice/domain';",
        "import type { ValidationResult } from '@backoffice/domain';",
        '',
        "const result: ValidationResult = validateCostCodes([{ codes: { default: '' }, distribution: 100 }],",
        '  { expenseCodeRequired: 2 }, { isSuperAdmin: false });',
        'const answer = {',
        '  valid: result.valid,',
        '  errors: result.errors,',
        "  pattern: compileCostCodePattern('/^cc-\\\\d+$/i')?.test('CC-12') ?? null,",
        "  expired: isTokenExpired(0, new Date('2026-01-01T00:00:00Z')),",
        '  allocationTotal: LIMITS.allocationTotal,',
        '};',
        '// No DOM and no Node types: the answer is the default export, printed by the test.',
        'export default JSON.stringify(answer);',
        '',
      ].join('\n'),
    );
    try {
      execFileSync(process.execPath, [TSC, '-p', scratch], { cwd: scratch, encoding: 'utf8' });
    } catch (error) {
      throw new Error(`tsc refused the consumer:\n${String((error as { stdout?: unknown }).stdout)}`);
    }
    const printed = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "import answer from './out/consumer.js'; process.stdout.write(answer);"],
      { cwd: scratch, encoding: 'utf8' },
    );
    expect(JSON.parse(printed)).toEqual({
      valid: false,
      errors: { 'rows.0.codes.default': 'required' },
      pattern: true,
      expired: true,
      allocationTotal: 100,
    });
  });
});
