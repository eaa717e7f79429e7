/**
 * Setup of the print app's story tests. The Storybook addon renders each story as a test with the preview's
 * annotations (its decorators, and axe from `parameters.a11y`: a violation fails the story) and runs its play
 * function; after it passes, the page is compared with its baseline in the story file's `__screenshots__/`
 * folder (`.storybook/visualTests.ts`).
 */
import { configure } from 'storybook/test';

import { compareStoriesWithBaselines } from '../../.storybook/visualTests';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });

// The page is cut at the test frame's foot (1200 × 900): the frame paints nothing below it, and a screenshot of a
// taller page was blank there on one run and painted on the next.
compareStoriesWithBaselines({ extraCss: ['html { height: 100vh; overflow: hidden; }'] });
