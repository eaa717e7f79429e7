import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { canteenLabels, mmToPx, orderLabel, withPrintLocale } from '../testing/stories';
import { LabelCard } from './LabelCard';

const [, canteenLabel] = canteenLabels(2);
const [, canteenLabelHu] = canteenLabels(2, 'hu');
if (!canteenLabel || !canteenLabelHu) throw new Error('The fixtures give two labels.');

const meta = {
  title: 'Print/LabelCard',
  component: LabelCard,
  decorators: [withPrintLocale],
  args: { label: canteenLabel, widthMm: 70, heightMm: 37 },
} satisfies Meta<typeof LabelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A canteen order's label, 70 × 37 mm: the canteen order identifier and the person on top, the meals with their
 * options and label codes, and the cutoff at the bottom.
 */
export const CanteenLabel: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByRole('article', { name: 'Label Lunchbox 100002' });
    await expect(label).toBeVisible();
    await expect(canvas.getByText('Lunchbox 100002')).toBeVisible();
    await expect(canvas.getByText('Anna Kovács')).toBeVisible();
    const meals = canvas.getAllByRole('listitem').map((meal) => meal.textContent);
    await expect(meals).toEqual(['2 × Goulash, + Bread [GF]', '1 × Strudel']);
    await expect(canvas.getByText('Cutoff: 2024-05-01 10:00')).toBeVisible();
    const box = label.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([mmToPx(70), mmToPx(37)]);
  },
};

/** In Hungarian: the name last name first, the cutoff's Hungarian caption. */
export const CanteenLabelInHungarian: Story = {
  args: { label: canteenLabelHu },
  parameters: { locale: 'hu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Lunchbox 100002 címkéje' })).toBeVisible();
    await expect(canvas.getByText('Kovács Anna')).toBeVisible();
    await expect(canvas.getByText('Rendelési határidő: 2024-05-01 10:00')).toBeVisible();
  },
};

/** A regular order's label: its own identifier, the delivery name when there is no person, and no cutoff. */
export const RegularOrderLabel: Story = {
  args: { label: orderLabel() },
  play: async ({ canvas }) => {
    const label = canvas.getByRole('article', { name: 'Label CC-100001' });
    await expect(label).toHaveTextContent('ACME');
    await expect(label).not.toHaveTextContent('Cutoff');
  },
};
