/**
 * Visual baselines for every story. The Storybook addon renders each story as a test (play function and axe
 * included); after it passes, this hook compares the rendered page with the committed baseline in
 * `src/<Component>/__screenshots__/`. The whole page is captured so that portaled overlays (dialogs, menus,
 * tooltips, toasts) are part of the picture. Refresh baselines with `npm run test:update-visuals`.
 *
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). The default 1 s is a race on a busy machine, so no story sets its own;
// vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });

const freeze = document.createElement('style');
// Animations and transitions off, no blinking caret: screenshots must not depend on timing.
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

// React Aria announces through one live region it keeps in <body> for 7 s (e.g. "Saving" from a pending button).
// Stories share the page, so an announcement left by one story (pointing at an element that story owned) would
// be checked by the next story's axe run. Each story starts with an empty announcer.
beforeEach(() => {
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]'))
    region.replaceChildren();
});

interface VisualParameters {
  visual?: { disable?: boolean };
}

afterEach(async (context) => {
  const { task, expect } = context;
  if (task.result?.state === 'fail') return;
  const story = (context as { story?: { parameters: VisualParameters } }).story;
  if (!story || story.parameters.visual?.disable) return;
  // Inter loads on first use; wait until every face the page asked for has arrived.
  await document.fonts.ready;
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
});
