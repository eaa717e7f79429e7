import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { en } from '../stories.fixtures';
import type { ToastContent } from './Toast';
import { createToastQueue, showToast, ToastRegion } from './Toast';

/** The demo's args: the toasts already queued and how many show at once. */
interface ToastDemoArgs {
  initial: ToastContent[];
  maxVisible?: number;
}

/** The app's toasts: `showToast` adds one to the queue that a `ToastRegion` shows. */
function ToastDemo({ initial, maxVisible }: ToastDemoArgs) {
  const [queue] = useState(() => {
    const created = createToastQueue({ maxVisibleToasts: maxVisible });
    // Shown without a timeout, so a story can be looked at for as long as needed.
    for (const content of initial) created.add(content);
    return created;
  });
  return (
    <>
      <Inline>
        <Button onPress={() => showToast(queue, { tone: 'success', title: en.toast.updated })}>
          {en.toast.showSuccess}
        </Button>
        <Button
          tone="critical"
          onPress={() =>
            showToast(queue, { tone: 'error', title: en.toast.requestError, description: en.toast.network })
          }
        >
          {en.toast.showError}
        </Button>
      </Inline>
      <ToastRegion queue={queue} labels={{ region: en.toast.region, close: en.close }} />
    </>
  );
}

const meta = {
  title: 'ui/Toast',
  // The Docs page documents ToastRegion's props; the stories' args (the queued toasts) drive the demo, which
  // owns the queue the region shows.
  component: ToastRegion as unknown as ComponentType<ToastDemoArgs>,
  render: (args) => <ToastDemo {...args} />,
  args: { initial: [] },
} satisfies Meta<ToastDemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Every tone at once (this story lifts the app's limit of three toasts on screen). */
export const Tones: Story = {
  args: {
    maxVisible: 4,
    initial: [
      { tone: 'info', title: en.toast.created },
      { tone: 'success', title: en.toast.updated },
      { tone: 'warning', title: en.toast.attention, description: en.toast.alreadyApproved },
      { tone: 'error', title: en.toast.requestError, description: en.toast.network },
    ],
  },
};

export const ShowAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.toast.showError }));
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent(en.toast.requestError);
    await userEvent.click(screen.getByRole('button', { name: en.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
