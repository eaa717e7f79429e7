import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'ui/PageTitle',
  component: PageTitle,
  args: { children: en.shell.pageTitle, appTitle: en.shell.appTitle },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.shell.pageTitle })).toBeVisible();
    await expect(document.title).toBe(`${en.shell.pageTitle} - ${en.shell.appTitle}`);
  },
};

export const LongTitle: Story = { args: { children: en.longLabel } };
