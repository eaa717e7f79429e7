import { createSandbox } from '@backoffice/sandbox';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { printAppTarget } from './PrintAppRedirect';

describe('printAppTarget', () => {
  it('keeps the path and the query on the print app', () => {
    expect(
      printAppTarget('https://print.example', '/cloudcanteen/summary/ACME', 'token=t&cutoffTime=x'),
    ).toBe('https://print.example/cloudcanteen/summary/ACME?token=t&cutoffTime=x');
    expect(printAppTarget('/print', '/cloudcanteen/label/view/1/4', '')).toBe(
      '/print/cloudcanteen/label/view/1/4',
    );
  });
});

describe('the public canteen printout routes of the back-office', () => {
  it.each(['/cloudcanteen/summary/ACME?token=t', '/cloudcanteen/label/view/1/4?token=t'])(
    'say so at %s when no print app is configured',
    async (path) => {
      const client = await sandboxClient(createSandbox({ orderCount: 10, log: () => undefined }), null);
      renderApp({ client, path });
      expect(await screen.findByText(/Printouts are not set up for this back-office/)).toBeVisible();
      const results = await axe.run(screen.getByRole('main'), {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    },
  );
});
