import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { en } from '../stories.fixtures';
import { Chip, chipSizes, chipTones } from './Chip';

const meta = {
  title: 'ui/Chip',
  component: Chip,
  args: { children: en.orderStatus.new },
  argTypes: {
    tone: { control: 'select', options: chipTones },
    size: { control: 'inline-radio', options: chipSizes },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.orderStatus.new)).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline>
      {chipTones.map((tone) => (
        <Chip key={tone} {...args} tone={tone}>
          {tone}
        </Chip>
      ))}
    </Inline>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

/** A truncated chip with `title`: keyboard focus shows the full text, as a pointer's hover does. */
export const LongLabel: Story = {
  args: { children: en.longLabel, title: en.longLabel },
  render: (args) => (
    <Inline width="full">
      <Chip {...args} />
    </Inline>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Screen readers get the full text once, from the title.
    await expect(canvas.getByText(en.longLabel, { ignore: '[aria-hidden="true"]' })).toBeInTheDocument();
    await userEvent.tab();
    const trigger = canvasElement.querySelector('[data-truncated]');
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(en.longLabel));
    // Blur again, so the visual baseline shows the chip alone.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab({ shift: true });
  },
};
