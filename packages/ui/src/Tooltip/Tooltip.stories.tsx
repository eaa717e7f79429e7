import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { IconButton } from '../IconButton/IconButton';
import { Box } from '../Box/Box';
import { en } from '../stories.fixtures';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: en.emailFailures,
    children: <IconButton icon="info" label={en.details} />,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  decorators: [
    (Story) => (
      <Box paddingY="800" paddingX="800">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenOnKeyboardFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(en.emailFailures));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };
