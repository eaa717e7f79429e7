import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card } from '../Card/Card';
import { PageLayout } from './PageLayout';

const texts = {
  general: 'General',
  generalBody: 'Name, contact e-mail and phone of the company.',
  billing: 'Billing',
  billingBody: 'VAT number, invoice e-mail and service fee.',
  status: 'Status',
  statusBody: 'Active since 12 March 2024.',
  notes: 'Notes',
  notesBody: 'Prefers deliveries before noon.',
} as const;

const main = (
  <>
    <Card title={texts.general}>
      <p>{texts.generalBody}</p>
    </Card>
    <Card title={texts.billing}>
      <p>{texts.billingBody}</p>
    </Card>
  </>
);

const aside = (
  <>
    <Card title={texts.status}>
      <p>{texts.statusBody}</p>
    </Card>
    <Card title={texts.notes}>
      <p>{texts.notesBody}</p>
    </Card>
  </>
);

const meta = {
  title: 'ui/PageLayout',
  component: PageLayout,
  args: { main, aside },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxOf(element: HTMLElement): DOMRect {
  return element.getBoundingClientRect();
}

/** Main column (two thirds) beside the aside (one third). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const general = boxOf(canvas.getByRole('region', { name: texts.general }));
    const status = boxOf(canvas.getByRole('region', { name: texts.status }));
    await expect(status.left).toBeGreaterThan(general.right);
    await expect(general.width).toBeGreaterThan(status.width * 1.5);
  },
};

/** Without an aside the main column takes the full width. */
export const MainOnly: Story = {
  args: { aside: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: texts.status })).not.toBeInTheDocument();
    const general = boxOf(canvas.getByRole('region', { name: texts.general }));
    await expect(general.width).toBeGreaterThan(window.innerWidth * 0.8);
  },
};

/** Under 992 px one column: the main cards first, then the aside's. */
export const Mobile: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const billing = boxOf(canvas.getByRole('region', { name: texts.billing }));
    const status = boxOf(canvas.getByRole('region', { name: texts.status }));
    await expect(status.top).toBeGreaterThan(billing.bottom);
    await expect(status.left).toBe(billing.left);
  },
};
