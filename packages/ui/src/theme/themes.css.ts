import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

// On :root, so anything rendered anywhere (portals, stories, tests) is themed without a wrapper class.
createGlobalTheme(':root', vars, lightTokens);

globalStyle('[data-color-scheme=dark]', {
  vars: assignVars(vars.color, darkTokens.color),
  colorScheme: 'dark',
});
