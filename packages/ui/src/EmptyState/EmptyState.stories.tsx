import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const texts = {
  heading: 'No delivery addresses yet',
  description: 'Add the offices your employees order to; they choose one at checkout.',
  action: 'Add an address',
  card: 'Delivery addresses',
} as const;

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    heading: texts.heading,
    description: texts.description,
    action: { label: texts.action, onPress: fn() },
    icon: 'info',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is empty, what to do, and the button that does it (reached with Tab). */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.action })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Without an action (the user may not add anything here). */
export const WithoutAction: Story = {
  args: { action: undefined, icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText(texts.description)).toBeVisible();
  },
};

/** Inside a card, one heading level below the card's title. */
export const InsideACard: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <Card title={texts.card}>
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: texts.card })).toContainElement(
      canvas.getByRole('heading', { level: 3, name: texts.heading }),
    );
  },
};
