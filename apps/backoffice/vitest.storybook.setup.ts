/**
 * Setup of the back-office's story tests (the screens under "Screens/…"). The Storybook addon renders each story
 * as a test with the preview's annotations (axe from `parameters.a11y`: a violation fails the story) and runs its
 * play function; after it passes, the page is compared with its baseline in `src/stories/__screenshots__/`
 * (`.storybook/visualTests.ts`).
 */
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';

import { emptyLiveAnnouncer } from '../../.storybook/liveAnnouncer';
import { compareStoriesWithBaselines } from '../../.storybook/visualTests';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). A whole screen (sign-in, its lazily loaded chunk, its data) takes
// seconds on a busy machine; vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 45_000 });

beforeEach(() => {
  // Each story starts with an empty announcer: one story's announcement would be checked by the next one's axe run.
  emptyLiveAnnouncer();
  // What a screen keeps in the tab (the incoming orders handled here, the table's page size) must not carry over
  // into the next story's screen.
  window.sessionStorage.clear();
  window.localStorage.clear();
});

compareStoriesWithBaselines();
