import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

/** A quiet sandbox with a few orders. */
export const quietSandbox = (): Sandbox => createSandbox({ orderCount: 20, log: () => undefined });

/** Renders the app at `path` as the super admin on `sandbox`. */
export async function renderAsAdmin(path: string, sandbox: Sandbox = quietSandbox()) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  const location = renderApp({ client, path });
  return { sandbox, client, location };
}

/** The body rows of the table named `name`, once it has loaded some. */
export async function rowsOf(name: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

/** Checks the app's main region with axe (colour contrast is left to the e2e runs in a real browser). */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    ),
  ).toEqual([]);
}
