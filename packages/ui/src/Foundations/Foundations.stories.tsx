import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { iconNames } from '../Icon/Icon';
import { darkTokens, lightTokens } from '../theme/tokens';
import { colorPairs, flatColorTokens } from './colorPairs';
import { ColorTokens, ContrastPairs, IconGallery, SpaceAndShape, TypeScale } from './Foundations';

/**
 * The design foundations, drawn from the theme's tokens (packages/ui/src/theme/tokens.ts): change a token and
 * these pages change with it. Components use the semantic roles through `vars`, never a raw palette step.
 */
const meta = {
  title: 'Foundations',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role, light and dark. */
export const Colours: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Colour tokens' })).getAllByRole('row');
    await expect(rows).toHaveLength(flatColorTokens(lightTokens.color).length + 1);
  },
};

/** Each text and focus colour on the backgrounds it is drawn on: all pass WCAG AA in the light theme. */
export const ContrastLight: Story = {
  name: 'Contrast (light)',
  render: () => <ContrastPairs scheme="light" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contrast of the light theme' });
    await expect(within(table).getAllByText('Passes')).toHaveLength(colorPairs(lightTokens.color).length);
    await expect(within(table).queryByText('Fails')).not.toBeInTheDocument();
  },
};

/** The same pairs in the dark theme. */
export const ContrastDark: Story = {
  name: 'Contrast (dark)',
  render: () => <ContrastPairs scheme="dark" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contrast of the dark theme' });
    await expect(within(table).getAllByText('Passes')).toHaveLength(colorPairs(darkTokens.color).length);
  },
};

/** Font sizes and weights, with Hungarian accents. */
export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Type scale' })).getAllByRole('row')).toHaveLength(
      Object.keys(lightTokens.font.size).length,
    );
  },
};

/** Spacing steps (100 = 4 px), radii and elevation. */
export const SpacingRadiiElevation: Story = {
  name: 'Spacing, radii and elevation',
  render: () => <SpaceAndShape />,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Spacing' })).getAllByRole('row')).toHaveLength(
      Object.keys(lightTokens.space).length,
    );
  },
};

/** Every glyph at sm, md and lg. */
export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('listitem')).toHaveLength(
      iconNames.length,
    );
  },
};
