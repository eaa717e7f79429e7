// One lint config for the whole repo. Layer rules: domain imports nothing internal and no React; ui never
// imports api; nobody deep-imports another package's files.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepImports = {
  group: ['@backoffice/*/src/*', '@backoffice/*/src'],
  message: 'Import a package by its name, never its files.',
};

/** No enums anywhere; a block that sets `no-restricted-syntax` again must list it again (the rule's options replace). */
const noEnum = { selector: 'TSEnumDeclaration', message: 'Use a string-literal union, not an enum.' };

/** The calls of a test file that take a bound as their last argument: tests, their hooks and groups. */
const testCalls = '/^(it|test|describe|beforeAll|afterAll|beforeEach|afterEach)$/';

/**
 * No step, test or hook sets its own wait bound: `message` says where the one bound lives. A test's bound is its
 * number argument (`it(name, fn, 60_000)`, `it.each(rows)(name, fn, 60_000)`): a long test cut short on a busy
 * machine while only waiting for its turn.
 */
const noOwnBound = (message) => [
  { selector: 'Property[key.name="timeout"]', message },
  {
    selector: `CallExpression:matches([callee.name=${testCalls}], [callee.object.name=${testCalls}], [callee.callee.object.name=${testCalls}]) > Literal.arguments[value=type(number)]`,
    message,
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/i18n/i18n-*.ts',
      '**/i18n/formatters.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noEnum],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    // Promises that nobody awaits or catches lose their errors; a promise where a void callback is expected
    // (an onClick, a forEach) runs unawaited. Both need the types, so these two rules read each package's tsconfig.
    files: ['**/src/**/*.{ts,tsx}', 'e2e/{tests,support}/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React's act() over synchronous work returns a thenable that carries nothing to await.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: 'react' },
            { from: 'package', name: 'act', package: '@testing-library/react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The hooks rules on every module that can hold a hook: components (.tsx) and hook modules (.ts).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['packages/domain/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            { group: ['@backoffice/*'], message: 'The domain package imports nothing internal.' },
            {
              group: ['react', 'react-dom', 'react/*'],
              message: 'The domain package is headless: no React.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The domain package has no DOM.' },
        { name: 'document', message: 'The domain package has no DOM.' },
        { name: 'fetch', message: 'The domain package makes no calls.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take `now: Date` as a parameter.' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@backoffice/api', '@backoffice/sandbox'],
              message: 'The kit gets its data through props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.css.ts'],
    ignores: ['packages/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnum,
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|[2-9]px|\\d{2,}px/]',
          message: 'Use a vars.* token, not a colour or px literal.',
        },
      ],
    },
  },
  {
    // One bound for every end-to-end step (e2e/support/bounds.ts): a step's own shorter bound is what failed when
    // the machine was busy, and a longer one hides a hang.
    files: ['e2e/{tests,support}/**/*.ts'],
    ignores: ['e2e/support/bounds.ts', 'e2e/support/stack.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnum,
        ...noOwnBound(
          'Leave the bound to STEP_TIMEOUT_MS (e2e/support/bounds.ts) and the test to testTimeout (e2e/vitest.config.ts); wait on a condition instead.',
        ),
        {
          selector: 'CallExpression[callee.property.name="waitForTimeout"]',
          message: 'Never sleep: wait on a condition.',
        },
      ],
    },
  },
  {
    // The same for stories and component tests: each project's setup file sets Testing Library's one bound
    // (asyncUtilTimeout). A story's own `{ timeout: 5000 }` cut that bound to a quarter, and was the part that
    // failed when the machine was busy.
    files: ['{apps,packages}/*/src/**/*.stories.tsx', '{apps,packages}/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noEnum,
        ...noOwnBound(
          "Leave the bound to the setup file's asyncUtilTimeout and the test to the config's testTimeout; wait on a condition instead.",
        ),
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
