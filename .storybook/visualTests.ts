/**
 * The visual half of the story tests, shared by the kit's and the apps' setup files: the Storybook addon renders
 * each story as a test (play function and axe included) and, once it passes, the story's page is compared with
 * its committed baseline in the story file's `__screenshots__/` folder. Refresh baselines with
 * `npx vitest run --project storybook --update` in the package.
 *
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { afterEach, beforeAll } from 'vitest';
import { page } from 'vitest/browser';

interface VisualParameters {
  visual?: { disable?: boolean };
}

/** What no screenshot may depend on: animations, transitions and the blinking caret. */
const FROZEN =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

/**
 * Registers the comparison of every passing story with its baseline. `extraCss` is added to the page's frozen
 * styles (the print app cuts its pages at the test frame's foot with it).
 */
export function compareStoriesWithBaselines({ extraCss = [] }: { extraCss?: string[] } = {}): void {
  const style = document.createElement('style');
  style.textContent = [FROZEN, ...extraCss].join('\n');
  document.head.append(style);

  // Every face of Inter, in the Latin and Latin Extended (Hungarian) subsets, before the first story: a native
  // select painted before its font arrived kept the fallback glyphs in the first story's screenshot.
  beforeAll(async () => {
    await Promise.all(
      ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em Inter`, 'Aő0')),
    );
  });

  afterEach(async (context) => {
    const { task, expect } = context;
    if (task.result?.state === 'fail') return;
    const story = (context as { story?: { parameters: VisualParameters } }).story;
    if (!story || story.parameters.visual?.disable) return;
    // Inter loads on first use; wait until every face the page asked for has arrived.
    await document.fonts.ready;
    // The whole page, so that portaled overlays (dialogs, menus, tooltips, toasts) are part of the picture.
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
  });
}
