/**
 * Setup of the print app's story tests. The Storybook addon renders each story as a test with the preview's
 * annotations (its decorators, and axe from `parameters.a11y`: a violation fails the story) and runs its play
 * function; after it passes, this hook compares the rendered page with the committed baseline in the story file's
 * `__screenshots__/` folder. Refresh baselines with `npx vitest run --project storybook --update`.
 *
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeAll } from 'vitest';
import { page } from 'vitest/browser';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });

const freeze = document.createElement('style');
// Animations and transitions off, no blinking caret: screenshots must not depend on timing. The page is cut at
// the test frame's foot (1200 × 900): the frame paints nothing below it, and a screenshot of a taller page was
// blank there on one run and painted on the next.
freeze.textContent = [
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  'html { height: 100vh; overflow: hidden; }',
].join('\n');
document.head.append(freeze);

// Every face of Inter, in the Latin and Latin Extended (Hungarian) subsets, before the first story: a native
// select painted before its font arrived kept the fallback glyphs in the first story's screenshot.
beforeAll(async () => {
  await Promise.all(
    ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em Inter`, 'Aő0')),
  );
});

interface VisualParameters {
  visual?: { disable?: boolean };
}

afterEach(async (context) => {
  const { task, expect } = context;
  if (task.result?.state === 'fail') return;
  const story = (context as { story?: { parameters: VisualParameters } }).story;
  if (!story || story.parameters.visual?.disable) return;
  // Fonts load on first use; wait until every face the page asked for has arrived.
  await document.fonts.ready;
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
});
