import type { Plugin } from 'vite';
import { loadEnv } from 'vite';

import type { PolicyEnv } from '../src/config/contentSecurityPolicy';
import { contentSecurityPolicy } from '../src/config/contentSecurityPolicy';

/** The policy of each app: the print app calls only its own origin (its API is proxied there) and has no map. */
const POLICIES = {
  backoffice: (env: PolicyEnv) => contentSecurityPolicy(env),
  print: (env: PolicyEnv) => contentSecurityPolicy(env, { connect: true, maps: false }),
};

/**
 * Writes a production build's Content-Security-Policy into its index.html as the first element of the head (README
 * "Deploying"), from the build's VITE_* settings (env files and the environment): the back-office's connect-src
 * names the API, realtime, Firebase and error-reporting origins the build knows. The development server gets none
 * (its module reloading needs inline scripts).
 */
export function contentSecurityPolicyMeta(app: keyof typeof POLICIES = 'backoffice'): Plugin {
  const policy = POLICIES[app];
  let env: PolicyEnv = {};
  return {
    name: 'backoffice-content-security-policy',
    apply: 'build',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir === false ? config.root : config.envDir, 'VITE_');
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy(env) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
