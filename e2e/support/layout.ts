import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** Where an element is laid out; fails when it is not (hidden or detached), so a layout check never reads null. */
export async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is laid out');
  return found;
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page's axe violations under every rule axe has (best practices included, unlike entityScreens.ts's WCAG-only
 * `axeViolations`), each as 'rule: targets html', so a failure names what to fix.
 */
export async function allAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join(', ')}`,
  );
}
