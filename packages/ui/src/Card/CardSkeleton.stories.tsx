import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CardSkeleton } from './CardSkeleton';
import { cardTexts } from './fixtures';

const meta = {
  title: 'ui/Card/CardSkeleton',
  component: CardSkeleton,
  args: { label: cardTexts.loading },
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One polite status names what loads; the bones are hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: cardTexts.loading });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('');
  },
};

export const OneLine: Story = { args: { lineCount: 1 } };
