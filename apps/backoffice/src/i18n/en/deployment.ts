import type { BaseTranslation } from '../i18n-types';

/** The configuration error page of a build whose deployment settings cannot be used (README "Deploying"). */
const deployment = {
  title: 'The back-office settings are not valid',
  description:
    'This installation names its platform in a way that cannot be used, so it does not start. The operator must correct it as the README’s “Deploying” section describes: in the config.json next to index.html, or in the VITE_* variables at build time.',
  invalid: 'Settings that are not valid:',
  badFile: 'config.json is not a JSON object.',
} satisfies BaseTranslation;

export default deployment;
