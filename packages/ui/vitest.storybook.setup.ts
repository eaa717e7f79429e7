/**
 * Setup of the kit's story tests: every story is compared with its baseline in `src/<Component>/__screenshots__/`
 * (`.storybook/visualTests.ts`). Refresh baselines with `npm run test:update-visuals`.
 */
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';

import { emptyLiveAnnouncer } from '../../.storybook/liveAnnouncer';
import { compareStoriesWithBaselines } from '../../.storybook/visualTests';

// How long the play functions' findBy* and waitFor wait for their condition: an upper bound, never a wait in
// itself (they return as soon as it holds). The default 1 s is a race on a busy machine, so no story sets its own;
// vitest's testTimeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 20_000 });

// Each story starts with an empty announcer: one story's announcement would be checked by the next one's axe run.
beforeEach(emptyLiveAnnouncer);

compareStoriesWithBaselines();
