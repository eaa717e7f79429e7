import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en, orders } from '../fixtures';
import { OrderLineItems } from './OrderLineItems';

const meta = {
  title: 'ui/Orders/OrderLineItems',
  component: OrderLineItems,
  args: {
    meals: orders.newOrder.meals,
    currency: orders.newOrder,
    comment: orders.newOrder.comment,
    labels: en.lineItems,
  },
} satisfies Meta<typeof OrderLineItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Options grouped by option group in menu order (Size before Extras), with their surcharges; HUF has no decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getByRole('list', { name: 'Items' });
    await expect(items).toHaveTextContent('Size:Large bowl');
    await expect(items).toHaveTextContent('Extras:2 × Fresh bread (+250 Ft), Sour cream (+300 Ft)');
    await expect(canvas.getByText('6580 Ft')).toBeVisible();
    await expect(canvas.getByText(orders.newOrder.comment ?? '')).toBeVisible();
  },
};

/** Euros show 2 decimals. */
export const TwoDecimalCurrency: Story = {
  args: { meals: orders.courier.meals, currency: orders.courier, comment: orders.courier.comment },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€14.10')).toBeVisible();
    await expect(canvas.getByText('€9.00')).toBeVisible();
  },
};

/** A partly refunded line is annotated; a fully refunded one is also struck through. */
export const Refunded: Story = {
  args: { meals: orders.companyPaid.meals, currency: orders.companyPaid, comment: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 3 refunded')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(canvas.getByText('Cherry strudel').closest('li')).toHaveAttribute('data-refunded', 'all');
  },
};

export const WithoutNote: Story = { args: { comment: null } };

/** The kitchen's view: no prices. */
export const WithoutPrices: Story = {
  args: { hidePrices: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('6580 Ft')).not.toBeInTheDocument();
  },
};
