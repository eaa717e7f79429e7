import { createGlobalThemeContract } from '@vanilla-extract/css';

import { lightTokens } from './tokens';

/**
 * The theme contract: every token as a CSS variable with a stable, readable name (`--bo-color-bg-surface`),
 * so DevTools, print styles and tests can name them.
 */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => `bo-${path.join('-')}`);
