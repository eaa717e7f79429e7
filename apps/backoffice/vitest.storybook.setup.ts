/**
 * Setup of the back-office's story tests (the screens under "Screens/…"). The Storybook addon renders each story
 * as a test with the preview's annotations (axe from `parameters.a11y`: a violation fails the story) and runs its
 * play function; after it passes, this hook compares the rendered page with the committed baseline in
 * `src/stories/__screenshots__/`. The whole page is captured so that portaled overlays (the incoming-order
 * dialog, toasts) are part of the picture. Refresh baselines with `npx vitest run --project storybook --update`.
 *
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). A whole screen (sign-in, its lazily loaded chunk, its data) takes
// seconds on a busy machine; vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 45_000 });

const freeze = document.createElement('style');
// Animations and transitions off, no blinking caret: screenshots must not depend on timing.
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

beforeEach(() => {
  // React Aria announces through one live region it keeps in <body> for 7 s. Stories share the page, so an
  // announcement left by one story (pointing at an element that story owned) would be checked by the next
  // story's axe run. Each story starts with an empty announcer.
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]'))
    region.replaceChildren();
  // What a screen keeps in the tab (the incoming orders handled here, the table's page size) must not carry over
  // into the next story's screen.
  window.sessionStorage.clear();
  window.localStorage.clear();
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
