import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';

import type { Decorator, Preview } from '@storybook/react-vite';
import { StrictMode, useEffect } from 'react';

import { Box } from '../packages/ui/src/Box';
import { preloadKitOverlays } from '../packages/ui/src/private/lazyParts';

/** Mirrors the toolbar's colour scheme onto the document, where the dark theme's variables live. */
const withColorScheme: Decorator = (Story, { globals }) => {
  const scheme = globals.colorScheme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset.colorScheme = scheme;
  }, [scheme]);
  return <Story />;
};

const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);

/** Pads every story the same way in Storybook and in the story tests (whose screenshots have no layout CSS). */
const withPadding: Decorator = (Story, { parameters }) =>
  parameters.layout === 'fullscreen' ? (
    <Story />
  ) : (
    <Box padding="400">
      <Story />
    </Box>
  );

const preview: Preview = {
  // Every component gets a Docs page: its description, props table and stories.
  tags: ['autodocs'],
  decorators: [withPadding, withColorScheme, withStrictMode],
  // The kit's overlays load on first use (private/lazyParts.tsx); loaded before a story renders, a story that
  // opens one shows it in the same tick, and its screenshot never catches the moment before.
  loaders: [
    async () => {
      await preloadKitOverlays();
      return {};
    },
  ],
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    // Every story runs axe in the Vitest addon; a violation fails the story test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'ui', 'Screens'] },
    },
    layout: 'padded',
  },
};

export default preview;
