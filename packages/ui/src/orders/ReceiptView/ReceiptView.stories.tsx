import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { fixtureTimeZone, orders, receiptLabels, serviceFeeCompany } from '../fixtures';
import { ReceiptView } from './ReceiptView';

const meta = {
  title: 'ui/Orders/ReceiptView',
  component: ReceiptView,
  args: { order: orders.newOrder, locale: 'en', labels: receiptLabels, timeZone: fixtureTimeZone },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card payment, the restaurant delivers: its delivery fee is in the total, and the receipt reads "Paid". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const receipt = canvas.getByRole('article', { name: 'Receipt of order A-1042' });
    await expect(receipt).toHaveTextContent('Paprika Bistro');
    await expect(receipt).toHaveTextContent('2024-05-01 12:35');
    await expect(canvas.getByText('10 260 Ft')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    // A thermal roll is 80 mm wide (about 302 CSS px).
    await expect(Math.round(receipt.getBoundingClientRect().width)).toBe(302);
  },
};

/** Cash (also sodexo-pass and ticket-restaurant) reads "Cash payment"; a courier's delivery is not in the total. */
export const CashPayment: Story = {
  args: { order: orders.courier },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cash payment')).toBeVisible();
    await expect(canvas.getAllByText('€23.10')).toHaveLength(2);
  },
};

export const MealVoucher: Story = {
  args: { order: { ...orders.newOrder, paymentMethod: 'sodexo-pass' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cash payment')).toBeVisible();
  },
};

/** Company-paid, with the service fee and refunded lines. */
export const CompanyPaid: Story = {
  args: { order: orders.companyPaid, company: serviceFeeCompany },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Service fee')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const CanteenOrder: Story = {
  args: { order: orders.canteen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Receipt of order Lunchbox 5821' })).toBeVisible();
  },
};

/** On paper (`@media print`) the receipt drops its frame and fits the roll's 72 mm printable width. */
export const PrintStyles: Story = {
  play: async ({ canvas }) => {
    const receipt = canvas.getByRole('article');
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print')
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    const own = printRules.find((rule) => receipt.classList.contains(rule.selectorText.replace(/^\./u, '')));
    await expect(own?.style.width).toBe('72mm');
    await expect(own?.style.borderStyle).toBe('none');
    await expect(own?.style.color).toBe('black');
  },
};
