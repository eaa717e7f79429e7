import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { pageTexts } from './fixtures';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'ui/Page/PageSkeleton',
  component: PageSkeleton,
  args: { label: pageTexts.loading },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's shape while it loads: one polite status for the whole page, nothing else read out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status', { name: pageTexts.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithoutAside: Story = { args: { hasAside: false } };

export const Mobile: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
