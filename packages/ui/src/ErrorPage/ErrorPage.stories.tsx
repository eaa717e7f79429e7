import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { en } from '../stories.fixtures';
import { ForbiddenPage, NotFoundPage } from './ErrorPage';

const meta = {
  title: 'ui/ErrorPage',
  component: ForbiddenPage,
  // The not-found page is documented next to the forbidden one.
  subcomponents: { NotFoundPage },
  args: { messages: en.forbidden, onBack: fn() },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForbiddenWithBackButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByText(en.forbidden.companyAdmin)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: en.forbidden.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const ForbiddenForCompanyAdmin: Story = {
  args: { variant: 'companyAdmin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.forbidden.companyAdmin)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage messages={en.notFound} onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  },
};
