import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DescriptionListSkeleton } from './DescriptionListSkeleton';
import { descriptionTexts } from './fixtures';

const meta = {
  title: 'ui/DescriptionList/DescriptionListSkeleton',
  component: DescriptionListSkeleton,
  args: { label: descriptionTexts.loading },
} satisfies Meta<typeof DescriptionListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One polite status names what loads; the bones are hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: descriptionTexts.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
  },
};

export const TwoRows: Story = { args: { rowCount: 2 } };
