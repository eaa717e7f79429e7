import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { BatchDeleteDialog } from './BatchDeleteDialog';
import { batchDeleteLabels, orders } from './fixtures';

const items = orders.slice(0, 4).map((order) => ({ id: order.id, label: order.identifier }));
const labelOf = (index: number) => items[index]?.label ?? '';
const idOf = (index: number) => items[index]?.id ?? '';

/** A delete that the play function lets through by hand (reset before every story). */
let gate: { promise: Promise<void>; release: () => void } = createGate();
function createGate() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const meta = {
  title: 'ui/DataList/BatchDeleteDialog',
  component: BatchDeleteDialog,
  args: {
    isOpen: true,
    items,
    deleteItem: fn(() => Promise.resolve()),
    onEnd: fn(),
    onClose: fn(),
    labels: batchDeleteLabels,
  },
  beforeEach: () => {
    gate = createGate();
  },
} satisfies Meta<typeof BatchDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmDelete = async () => {
  const confirm = await screen.findByRole('alertdialog', {
    name: batchDeleteLabels.confirmTitle(items.length),
  });
  await userEvent.click(within(confirm).getByRole('button', { name: batchDeleteLabels.confirm }));
};

/** Asks before anything is deleted; Cancel closes without deleting. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const confirm = await screen.findByRole('alertdialog', { name: batchDeleteLabels.confirmTitle(4) });
    await userEvent.click(within(confirm).getByRole('button', { name: batchDeleteLabels.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.deleteItem).not.toHaveBeenCalled();
  },
};

/** Deleting: two of four done, the third in flight; progress 50 %. */
export const Running: Story = {
  args: {
    deleteItem: fn((id: string) => (id === idOf(2) ? gate.promise : Promise.resolve())),
  },
  play: async () => {
    await confirmDelete();
    const running = await screen.findByRole('dialog', { name: batchDeleteLabels.runningTitle });
    const bar = within(running).getByRole('progressbar', { name: batchDeleteLabels.progress });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(within(running).getByText(batchDeleteLabels.progressValue(2, 4, 50))).toBeInTheDocument();
  },
};

/** Every item deleted, in order. */
export const Finished: Story = {
  play: async ({ args }) => {
    await confirmDelete();
    const done = await screen.findByRole('alertdialog', { name: batchDeleteLabels.finishedTitle });
    await expect(within(done).getByText(batchDeleteLabels.finishedMessage(4))).toBeInTheDocument();
    await expect((args.deleteItem as ReturnType<typeof fn>).mock.calls.map(([id]) => id)).toEqual(
      items.map((item) => item.id),
    );
    await expect(args.onEnd).toHaveBeenCalledWith('finished', expect.objectContaining({ percent: 100 }));
    await userEvent.click(within(done).getByRole('button', { name: batchDeleteLabels.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Two deletes failed: the batch went on, and the failed orders are listed by identifier. */
export const FinishedWithErrors: Story = {
  args: {
    deleteItem: fn((id: string) =>
      id === idOf(1) || id === idOf(3) ? Promise.reject(new Error('conflict')) : Promise.resolve(),
    ),
  },
  play: async ({ args }) => {
    await confirmDelete();
    const done = await screen.findByRole('alertdialog', { name: batchDeleteLabels.finishedWithErrorsTitle });
    const failed = within(done)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(failed).toEqual([labelOf(1), labelOf(3)]);
    await expect(within(done).getByText(batchDeleteLabels.progressValue(2, 4, 50))).toBeInTheDocument();
    await expect(args.deleteItem).toHaveBeenCalledTimes(4);
    await expect(args.onEnd).toHaveBeenCalledWith('finishedWithErrors', expect.anything());
  },
};

/** Stop while the second delete runs: it finishes, nothing further is deleted. */
export const Cancelled: Story = {
  args: {
    deleteItem: fn((id: string) => (id === idOf(1) ? gate.promise : Promise.resolve())),
  },
  play: async ({ args }) => {
    await confirmDelete();
    const running = await screen.findByRole('dialog', { name: batchDeleteLabels.runningTitle });
    await within(running).findByText(batchDeleteLabels.progressValue(1, 4, 25));
    await userEvent.click(within(running).getByRole('button', { name: batchDeleteLabels.stop }));
    await expect(within(running).getByText(batchDeleteLabels.stopping)).toBeInTheDocument();
    gate.release();
    const stopped = await screen.findByRole('alertdialog', { name: batchDeleteLabels.cancelledTitle });
    await expect(within(stopped).getByText(batchDeleteLabels.cancelledMessage(2, 4))).toBeInTheDocument();
    await expect(args.deleteItem).toHaveBeenCalledTimes(2);
    await expect(args.onEnd).toHaveBeenCalledWith('cancelled', expect.anything());
  },
};
