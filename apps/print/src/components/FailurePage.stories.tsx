import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { withPrintLocale } from '../testing/stories';
import { FailurePage } from './FailurePage';

/** The clear pages of a link that prints nothing (a bad link, an unknown canteen or order, no answer). */
const meta = {
  title: 'Print/FailurePage',
  component: FailurePage,
  decorators: [withPrintLocale],
  parameters: { layout: 'fullscreen' },
  args: { failure: 'missing-token', notFound: 'unknownCanteen' },
} satisfies Meta<typeof FailurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingToken: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The link has no access key' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Open the printout again from the back-office');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WrongTokenInHungarian: Story = {
  args: { failure: 'bad-token' },
  parameters: { locale: 'hu' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A link hozzáférési kulcsa hibás' }),
    ).toBeVisible();
  },
};

export const UnknownCanteen: Story = {
  args: { failure: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No such canteen' })).toBeVisible();
  },
};

export const UnknownOrderInHungarian: Story = {
  args: { failure: 'not-found', notFound: 'unknownOrder' },
  parameters: { locale: 'hu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nincs ilyen rendelés' })).toBeVisible();
  },
};

/** No answer from the platform: the page offers a reload. */
export const NoAnswer: Story = {
  args: { failure: 'failed' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The printout could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};
