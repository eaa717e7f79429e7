/**
 * Setup of the print app's story tests. The Storybook addon renders each story as a test with the preview's
 * annotations (its decorators, and axe from `parameters.a11y`: a violation fails the story) and runs its play
 * function; after it passes, this hook compares the rendered page with the committed baseline in the story file's
 * `__screenshots__/` folder. Refresh baselines with `npx vitest run --project storybook --update`.
 *
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });

const freeze = document.createElement('style');
// Animations and transitions off, no blinking caret: screenshots must not depend on timing.
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

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
  // The test frame is as tall as its page while it is taken (a screenshot shows only what the frame paints, blank
  // below it), then as before, so that the next story's page is measured in the frame it had.
  const frame = window.frameElement instanceof HTMLElement ? window.frameElement : null;
  const height = frame?.style.height ?? '';
  if (frame) frame.style.height = `${document.documentElement.scrollHeight}px`;
  try {
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
  } finally {
    if (frame) frame.style.height = height;
  }
});
