import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on an element (contrast is the e2e tests' job: jsdom computes no colours). */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    ),
  ).toEqual([]);
}
