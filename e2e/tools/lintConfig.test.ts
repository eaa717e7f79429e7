// The lint rules the repository relies on, read from the root ESLint config the way ESLint resolves it for a file:
// the React hooks rules on hook modules (.ts), not only on components (.tsx), and the type-aware promise rules on
// every package's sources (issue #20 item 10).
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

type Rules = Record<string, unknown>;
const severity = (rules: Rules, name: string): unknown => {
  const entry = rules[name];
  return Array.isArray(entry) ? entry[0] : entry;
};
const configOf = async (path: string) =>
  (await eslint.calculateConfigForFile(path)) as {
    rules: Rules;
    languageOptions?: { parserOptions?: Record<string, unknown> };
  };

describe('the lint config', () => {
  it.each([
    'packages/api/src/react/useRealtimeRevalidation.ts',
    'apps/backoffice/src/entities/useEntitySave.ts',
    'apps/backoffice/src/shell/AppRoutes.tsx',
  ])('runs the hooks rules on %s', async (path) => {
    const { rules } = await configOf(path);
    expect(severity(rules, 'react-hooks/rules-of-hooks')).toBe(2);
    expect(severity(rules, 'react-hooks/exhaustive-deps')).toBe(1);
  });

  it.each([
    'packages/domain/src/index.ts',
    'packages/sandbox/src/app.ts',
    'apps/print/src/App.tsx',
    'e2e/support/stack.ts',
  ])('checks floating and misused promises, with the types, in %s', async (path) => {
    const config = await configOf(path);
    expect(severity(config.rules, '@typescript-eslint/no-floating-promises')).toBe(2);
    expect(severity(config.rules, '@typescript-eslint/no-misused-promises')).toBe(2);
    expect(config.languageOptions?.parserOptions?.projectService).toBe(true);
  });

  it('refuses an end-to-end step its own bound or a sleep, leaving the one bound to bounds.ts', async () => {
    const source = [
      "import type { Page } from 'playwright-core';",
      'export async function step(page: Page): Promise<void> {',
      "  await page.getByRole('button').waitFor({ timeout: 10_000 });",
      '  await page.waitForTimeout(500);',
      '}',
      '',
    ].join('\n');
    // Linted as the text of an existing support file, which the typed rules know.
    const [result] = await eslint.lintText(source, { filePath: `${root}e2e/support/signIn.ts` });
    const messages = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(messages.map((message) => message.line)).toEqual([3, 4]);
  });

  it.each(['packages/ui/src/Button/Button.stories.tsx', 'apps/backoffice/src/shell/AppRoutes.test.tsx'])(
    "refuses a wait in %s a bound of its own, leaving the one bound to the setup file's",
    async (path) => {
      const source = [
        "import { screen, waitFor } from '@testing-library/react';",
        'export async function check(): Promise<void> {',
        "  await screen.findByRole('button', {}, { timeout: 5000 });",
        '  await waitFor(() => undefined);',
        '}',
        '',
      ].join('\n');
      // The rule needs no types: without the type-aware rules no TypeScript program is built for the package.
      const untyped = new ESLint({
        cwd: root,
        overrideConfig: {
          languageOptions: { parserOptions: { projectService: false } },
          rules: {
            '@typescript-eslint/no-floating-promises': 'off',
            '@typescript-eslint/no-misused-promises': 'off',
          },
        },
      });
      const [result] = await untyped.lintText(source, { filePath: `${root}${path}` });
      const messages = (result?.messages ?? []).filter(
        (message) => message.ruleId === 'no-restricted-syntax',
      );
      expect(messages.map((message) => message.line)).toEqual([3]);
    },
  );

  it.each([
    'e2e/tests/budget.e2e.test.ts',
    'apps/backoffice/src/shell/AppRoutes.test.tsx',
    'packages/sandbox/src/auth.test.ts',
  ])('refuses a test, a hook or a group in %s a bound of its own, leaving it to the config', async (path) => {
    const source = [
      "import { beforeAll, describe, it } from 'vitest';",
      "describe('a group', () => {",
      '  beforeAll(() => undefined, 30_000);',
      "  it('a test', () => undefined, 60_000);",
      "  it.each([1, 2])('test %d', () => undefined, 60_000);",
      "  it('a test without one', () => undefined);",
      '}, 90_000);',
      '',
    ].join('\n');
    const untyped = new ESLint({
      cwd: root,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      },
    });
    const [result] = await untyped.lintText(source, { filePath: `${root}${path}` });
    const messages = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
    expect(messages.map((message) => message.line)).toEqual([3, 4, 5, 7]);
  });
});
