import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { notificationLabels } from '../fixtures';
import { NotificationToggle } from './NotificationToggle';

const meta = {
  title: 'ui/Orders/NotificationToggle',
  component: NotificationToggle,
  args: {
    status: { registered: true, userOff: false, permission: 'granted' },
    browser: 'chrome',
    onChange: fn(),
    labels: notificationLabels,
  },
} satisfies Meta<typeof NotificationToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocked = { registered: false, userOff: false, permission: 'denied' } as const;

export const On: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Order notifications' })).toBeChecked();
    await expect(canvas.getByText('On')).toBeVisible();
  },
};

/** The user switched it off here (the notification-off cookie). */
export const Off: Story = {
  args: { status: { registered: true, userOff: true, permission: 'granted' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

/** Flipping the switch by keyboard asks the app for the other state; the app answers with new inputs. */
export const ToggleWithKeyboard: Story = {
  args: { status: { registered: false, userOff: false, permission: 'default' } },
  render: function ToggleWithKeyboard(args) {
    const [status, setStatus] = useState(args.status);
    return (
      <NotificationToggle
        {...args}
        status={status}
        onChange={(isOn) => {
          args.onChange(isOn);
          setStatus({ registered: isOn, userOff: !isOn, permission: 'granted' });
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

/** Permission denied: the switch is disabled and help is offered. */
export const Blocked: Story = {
  args: { status: blocked },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(notificationLabels.blocked)).toBeVisible();
  },
};

/** Opens the help and checks its picture (`null`: a browser without one). */
const openHelp =
  (picture: string | null): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: notificationLabels.help }));
    await expect(await screen.findByRole('dialog', { name: notificationLabels.helpTitle })).toBeVisible();
    if (picture) await expect(screen.getByRole('img', { name: picture })).toBeVisible();
    else await expect(screen.queryByRole('img')).not.toBeInTheDocument();
  };

export const BlockedHelpChrome: Story = {
  args: { status: blocked },
  play: openHelp(notificationLabels.pictureAlt.chrome),
};

export const BlockedHelpFirefox: Story = {
  args: { status: blocked, browser: 'firefox' },
  play: openHelp(notificationLabels.pictureAlt.firefox),
};

export const BlockedHelpSafari: Story = {
  args: { status: blocked, browser: 'safari' },
  play: openHelp(notificationLabels.pictureAlt.safari),
};

/** Any other browser: help text, no picture. */
export const BlockedHelpOtherBrowser: Story = {
  args: { status: blocked, browser: 'other' },
  play: openHelp(null),
};

/** The help closes with Escape and gives focus back to its button. */
export const CloseHelpWithKeyboard: Story = {
  args: { status: blocked },
  play: async ({ canvas, userEvent }) => {
    const help = canvas.getByRole('button', { name: notificationLabels.help });
    await userEvent.tab();
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: notificationLabels.helpTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(help).toHaveFocus());
  },
};
