import type { Plugin } from 'vite';

/** Where the build writes its version, next to index.html. */
export const APP_VERSION_FILE = 'version.json';

/**
 * Gives every build a version: `import.meta.env.VITE_APP_VERSION` in the code, and `version.json`
 * (`{ "version": "…" }`) beside index.html. A running app fetches the file and compares (`isNewAppVersion`): a
 * different version means a new app was deployed. The dev server has no file; the app then never reloads.
 */
export function appVersion(
  version: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
): Plugin {
  return {
    name: 'backoffice-app-version',
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: APP_VERSION_FILE,
        source: `${JSON.stringify({ version })}\n`,
      });
    },
  };
}
