import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { en } from '../stories.fixtures';
import type { ToastContent } from './Toast';
import { createToastQueue, showToast, ToastRegion } from './Toast';

/**
 * The app's toasts: `showToast` adds one to the queue that a `ToastRegion` shows.
 *
 * **When to use:** Toasts (`showToast` into the app's `ToastRegion`) tell that something finished or failed
 * away from where the user looks: an item created, updated or deleted, a request that failed on the network.
 *
 * **When not to use:** A field's problem is shown on the field; a refused save with a conflict is a
 * {@link ConflictNotice}; something the user must answer is a {@link ConfirmDialog}. Never the only place of
 * an error the user must fix on the page.
 */
function ToastDemo({ initial, maxVisible }: { initial: ToastContent[]; maxVisible?: number }) {
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
  component: ToastDemo,
  args: { initial: [] },
} satisfies Meta<typeof ToastDemo>;

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
