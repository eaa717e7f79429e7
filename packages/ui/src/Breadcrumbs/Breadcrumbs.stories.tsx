import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'ui/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: en.breadcrumbs,
    items: [
      { id: 'companies', label: en.crumbs.companies, href: '#companies' },
      { id: 'company', label: en.crumbs.company, href: '#companies/42' },
      { id: 'allowances', label: en.crumbs.allowances },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: en.breadcrumbs })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: en.crumbs.companies })).toHaveAttribute(
      'href',
      '#companies',
    );
    await expect(canvas.getByText(en.crumbs.allowances)).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleLevel: Story = { args: { items: [{ id: 'orders', label: en.crumbs.orders }] } };
