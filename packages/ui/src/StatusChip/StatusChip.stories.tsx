import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES } from '@backoffice/domain';
import { expect, screen, waitFor } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { en } from '../stories.fixtures';
import {
  AutomatedJobChip,
  automatedJobStates,
  DeliveryJobStatusChip,
  OrderStatusChip,
  StatusChip,
} from './StatusChip';

const meta = {
  title: 'ui/StatusChip',
  component: StatusChip,
  args: { tone: 'info', label: en.orderStatus.new },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.orderStatus.new)).toBeVisible();
  },
};

export const OrderStatuses: Story = {
  render: () => (
    <Inline>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusChip key={status} status={status} label={en.orderStatus[status]} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const status of ORDER_STATUSES) await expect(canvas.getByText(en.orderStatus[status])).toBeVisible();
  },
};

/** A shortened label: keyboard focus (or hover) shows the whole text in a tooltip. */
export const TruncatedCancelReason: Story = {
  render: () => (
    <OrderStatusChip
      status="cancelled"
      label="Cancelled: customer ca…"
      title="Cancelled: customer called to cancel the order"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Cancelled: customer ca…')).toBeVisible();
    // Keyboard focus opens the tooltip (a pointer focus would not).
    await userEvent.tab();
    await expect(canvas.getByText('Cancelled: customer ca…').closest('[data-truncated]')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Cancelled: customer called to cancel the order'),
    );
    // Blur again, so the visual baseline shows the chip alone.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab({ shift: true });
  },
};

export const DeliveryJobStatuses: Story = {
  render: () => (
    <Inline>
      <DeliveryJobStatusChip status="in_progress" label={en.deliveryJobStatus.in_progress} />
      <DeliveryJobStatusChip status="searching" label={en.deliveryJobStatus.searching} />
      <DeliveryJobStatusChip status="delivered" label={en.deliveryJobStatus.delivered} />
      <DeliveryJobStatusChip status="cancelled" label={en.deliveryJobStatus.cancelled} />
      <DeliveryJobStatusChip status="error" label={en.deliveryJobStatus.error} />
      <DeliveryJobStatusChip status="rerouted" label={en.deliveryJobStatus.unknown} />
    </Inline>
  ),
};

export const AutomatedJob: Story = {
  render: () => (
    <Stack>
      {automatedJobStates.map((state) => (
        <Inline key={state}>
          <AutomatedJobChip state={state} labels={en.automatedJob} progress={{ done: 2, total: 5 }} />
          <AutomatedJobChip state={state} labels={en.automatedJob} />
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Working 2 / 5')).toBeVisible();
    await expect(canvas.getByText('Halted 2 / 5')).toBeVisible();
  },
};
