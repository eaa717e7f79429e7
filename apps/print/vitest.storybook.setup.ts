/**
 * Setup of the print app's story tests. The Storybook addon renders each story as a test with the preview's
 * annotations (its decorators, and axe from `parameters.a11y`: a violation fails the story) and runs its play
 * function.
 */
import { configure } from 'storybook/test';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });
