import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { oneKitchenSummary, onPaper, twoKitchenSummary, withPrintLocale } from '../testing/stories';
import { SummaryView } from './SummaryView';

const meta = {
  title: 'Print/SummaryView',
  component: SummaryView,
  decorators: [onPaper, withPrintLocale],
  args: { summary: twoKitchenSummary() },
} satisfies Meta<typeof SummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of a table under its header: each meal's name and quantity, then the total. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** Two kitchens: the meals of each totalled, then the meals of both, most ordered first. */
export const TwoRestaurants: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 orders, 12 meals')).toBeVisible();
    await expect(rowsOf(canvas.getByRole('table', { name: 'Meals of Canteen Kitchen (3 orders)' }))).toEqual([
      ['Goulash', '6'],
      ['Strudel', '3'],
      ['Total', '9'],
    ]);
    await expect(rowsOf(canvas.getByRole('table', { name: 'Meals of Pasta Palace (1 order)' }))).toEqual([
      ['Goulash', '2'],
      ['Lasagne', '1'],
      ['Total', '3'],
    ]);
    await expect(rowsOf(canvas.getByRole('table', { name: 'Meals of all restaurants' }))).toEqual([
      ['Goulash', '8'],
      ['Strudel', '3'],
      ['Lasagne', '1'],
      ['Total', '12'],
    ]);
  },
};

/** One kitchen: its table only, no table of all restaurants. */
export const OneRestaurant: Story = {
  args: { summary: oneKitchenSummary() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 orders, 6 meals')).toBeVisible();
    await expect(canvas.getAllByRole('table')).toHaveLength(1);
    await expect(rowsOf(canvas.getByRole('table', { name: 'Meals of Canteen Kitchen (2 orders)' }))).toEqual([
      ['Goulash', '4'],
      ['Strudel', '2'],
      ['Total', '6'],
    ]);
  },
};

export const InHungarian: Story = {
  parameters: { locale: 'hu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 rendelés, 12 étel')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Az összes étterem ételei' });
    await expect(within(table).getByRole('columnheader', { name: 'Étel' })).toBeVisible();
    await expect(rowsOf(table).at(-1)).toEqual(['Összesen', '12']);
    await expect(canvas.getByRole('table', { name: 'Canteen Kitchen ételei (3 rendelés)' })).toBeVisible();
  },
};
