import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusChip } from '../StatusChip/StatusChip';
import { DescriptionList } from './DescriptionList';
import { descriptionTexts } from './fixtures';

const meta = {
  title: 'ui/DescriptionList',
  component: DescriptionList,
  args: { labels: descriptionTexts.labels, items: descriptionTexts.items },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and values in two columns; an unset value (null or '') shows the `empty` placeholder. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms).toHaveLength(descriptionTexts.items.length);
    await expect(values[0]).toHaveTextContent('Acme Ltd');
    await expect(values[4]).toHaveTextContent(descriptionTexts.labels.empty);
    await expect(values[5]).toHaveTextContent(descriptionTexts.labels.empty);
  },
};

/** The placeholder is whatever the app says ("Not set"). */
export const EmptyPlaceholderInWords: Story = {
  args: { labels: descriptionTexts.notSet },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(descriptionTexts.notSet.empty)).toHaveLength(2);
  },
};

/** A value may be any content (a status chip); a long one wraps in its column. */
export const RichAndLongValues: Story = {
  args: {
    items: [
      { term: 'Status', description: <StatusChip tone="success" label="Active" /> },
      { term: descriptionTexts.address, description: descriptionTexts.longValue },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(descriptionTexts.longValue)).toBeVisible();
  },
};
