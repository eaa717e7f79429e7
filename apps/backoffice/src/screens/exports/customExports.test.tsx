import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import en from '../../i18n/en';
import hu from '../../i18n/hu';
import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { expectNoAxeViolations, quietSandbox, renderAsAdmin, rowsOf } from '../admin/adminTesting';
import { customExportCategories } from './customExportCategories';
import { customExports } from './customExports';

describe('the custom exports', () => {
  it('lists the exports with their categories, and clones one into a copy with its own token', async () => {
    const { sandbox } = await renderAsAdmin('/custom-export');
    const rows = await rowsOf('Custom exports list');
    const original = rows.find((row) => row.textContent?.includes('Orders per company')) as HTMLElement;
    expect(original).toHaveTextContent('Finance');
    await userEvent.click(within(original).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await rowsOf('Custom exports list')).map((row) => row.textContent)).toContainEqual(
        expect.stringContaining('Orders per company (copy)'),
      ),
    );
    const copies = sandbox.store
      .list('custom-export')
      .filter((entry) => entry.name === 'Orders per company (copy)');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.token).not.toBe(sandbox.store.get('custom-export', 1)?.token);
    await expectNoAxeViolations();
  });

  it('creates a category and lands on its edit screen', async () => {
    const { location, sandbox } = await renderAsAdmin('/custom-export-category/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Marketing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/custom-export-category\/\d+$/));
    expect(sandbox.store.list('custom-export-category').map((entry) => entry.name)).toContain('Marketing');
  });

  it('have every text they show in both languages', () => {
    for (const dictionary of [en, hu]) {
      for (const definition of [customExports, customExportCategories]) {
        const texts = dictionary.admin[definition.formId as 'customExport' | 'customExportCategory'];
        const fields = texts.fields as Record<string, string>;
        for (const column of definition.list.columns) expect(fields[column.field]).toBeTypeOf('string');
        for (const section of definition.form.sections) {
          expect((texts.sections as Record<string, string>)[section.id]).toBeTypeOf('string');
          for (const field of section.fields) expect(fields[field.name]).toBeTypeOf('string');
        }
      }
    }
  });
});

describe('the custom export results', () => {
  it('runs the chosen export through its public link and shows the rows as a table', async () => {
    const { location, sandbox } = await renderAsAdmin('/custom-export-show');
    expect(
      await screen.findByText('Choose an export, or open a public link with its token.'),
    ).toBeInTheDocument();
    const choice = screen.getByRole('button', { name: /Export/ });
    await waitFor(() => expect(choice).toBeEnabled());
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled orders' }));
    const params = screen.getByRole('textbox', { name: 'Parameters (JSON)' });
    await userEvent.type(params, '[[1');
    await userEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    expect(await screen.findByText('The parameters must be a JSON object.')).toBeInTheDocument();
    await userEvent.clear(params);
    await userEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    const token = String(sandbox.store.get('custom-export', 2)?.token);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/custom-export-show?id=2&token=${token}`));
    const rows = await rowsOf('Rows of Cancelled orders');
    expect(rows.length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Rows of Cancelled orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'identifier', 'status', 'cancelReason']);
    for (const row of rows) expect(row).toHaveTextContent(/cancelled/);
    await expectNoAxeViolations();
  });

  it('keeps the export choice disabled until the choices arrive, and says on it when they cannot be read', async () => {
    const sandbox = quietSandbox();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = await sandboxClient(sandbox, 'admin@example.com', {
      respond: async (request, answer) => {
        if (new URL(request.url).pathname.endsWith('/custom-export')) {
          await held;
          return new Response('{}', { status: 500 });
        }
        return answer();
      },
    });
    renderApp({ client, path: '/custom-export-show' });
    const choice = await screen.findByRole('button', { name: /Export/ });
    expect(choice).toBeDisabled();
    release();
    expect(await screen.findByText(/^The list could not be loaded: /)).toBeInTheDocument();
  });

  it('treats a public link with a wrong token as a page that does not exist (404)', async () => {
    await renderAsAdmin('/custom-update-show?id=1&token=wrong');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('a super admin without the custom-export-edit flag', () => {
  it('goes from the custom exports to their results', async () => {
    const sandbox = quietSandbox();
    for (const account of sandbox.store.data.accounts) account.customExportEditEnabled = false;
    const { location } = await renderAsAdmin('/custom-export/1', sandbox);
    await waitFor(() => expect(location.history.at(-1)).toBe('/custom-export-show'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom export results' }),
    ).toBeInTheDocument();
  });
});
