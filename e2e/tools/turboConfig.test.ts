// Turbo hands a task only the environment variables it declares: these check, through turbo's own dry run, that
// the settings an operator gives reach the apps (PLATFORM_URL for the dev proxy, every VITE_* setting for the
// dev server and the build, where they are part of the cache key) and that the story tests (the kit's and the
// apps') are re-run when the shared Storybook set-up or the Chromium finder changes.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

interface DryRun {
  globalCacheInputs: { environmentVariables: { passthrough: string[] | null } };
  tasks: Array<{
    taskId: string;
    inputs: Record<string, string>;
    environmentVariables: { configured: string[]; passthrough: string[] | null };
  }>;
}

function dryRun(args: string[], env: Record<string, string>): DryRun {
  const output = execFileSync('npx', ['turbo', 'run', ...args, '--dry=json'], {
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(output) as DryRun;
}

const task = (run: DryRun, id: string) => {
  const found = run.tasks.find((entry) => entry.taskId === id);
  if (!found) throw new Error(`turbo planned no ${id}`);
  return found;
};
const names = (entries: string[] | null) => (entries ?? []).map((entry) => entry.split('=')[0]);

describe('turbo passes the settings on', () => {
  it('gives the build every VITE_* setting, as part of its cache key', () => {
    const run = dryRun(['build', '--filter=@backoffice/app'], { VITE_PROBE_SETTING: 'a' });
    expect(names(task(run, '@backoffice/app#build').environmentVariables.configured)).toContain(
      'VITE_PROBE_SETTING',
    );
  });

  it('gives the dev servers PLATFORM_URL and every VITE_* setting', () => {
    const run = dryRun(['dev', '--filter=@backoffice/app'], {
      PLATFORM_URL: 'http://127.0.0.1:9999',
      VITE_PROBE_SETTING: 'a',
    });
    expect(names(run.globalCacheInputs.environmentVariables.passthrough)).toContain('PLATFORM_URL');
    expect(names(task(run, '@backoffice/app#dev').environmentVariables.passthrough)).toContain(
      'VITE_PROBE_SETTING',
    );
  });

  it.each(['@backoffice/ui', '@backoffice/print', '@backoffice/app'])(
    "re-runs %s's story tests when the Storybook set-up or the Chromium finder changes",
    (pkg) => {
      const inputs = Object.keys(task(dryRun(['test', `--filter=${pkg}`], {}), `${pkg}#test`).inputs);
      expect(inputs).toContain('../../.storybook/main.ts');
      expect(inputs).toContain('../../e2e/tools/chromium.mjs');
    },
  );
});
