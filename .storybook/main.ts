import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // One entry per app, no wildcard: the indexer matches a story file against its entry relative to the working
    // directory, and from inside apps/print (its story tests) 'apps/*' does not resolve.
    '../apps/print/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  // The back-office's public files (the live screen's alert sound), where the app serves them.
  staticDirs: [{ from: '../apps/backoffice/public', to: '/' }],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@backoffice/source', ...defaultClientConditions],
    },
  }),
};

export default config;
