import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { dialogMessages, refundLabels, refundMeals } from '../fixtures';
import { RefundDialog } from './RefundDialog';

type Submit = Parameters<typeof RefundDialog>[0]['onSubmit'];

const meta = {
  title: 'ui/Orders/RefundDialog',
  component: RefundDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    labels: refundLabels,
    messages: dialogMessages,
    meals: refundMeals,
    onSubmit: fn<Submit>(),
    onFormError: fn(),
  },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: refundLabels.title });
const save = () => screen.getByRole('button', { name: refundLabels.save });

/** Nothing chosen: Save is disabled and the hint says why; a fully refunded line cannot be changed. */
export const Default: Story = {
  play: async () => {
    const scope = within(await dialog());
    await expect(scope.getByText(refundLabels.emptyHint)).toBeVisible();
    await expect(scope.getByLabelText(refundLabels.quantity('Lemonade'))).toBeDisabled();
    await expect(save()).toBeDisabled();
  },
};

/**
 * A quantity above what is left is clamped (Tomato soup: 2 ordered, 1 refunded, so at most 1), and a line above
 * 0 enables Save; zero lines are dropped and empty reasons become the placeholder.
 */
export const QuantitiesClamp: Story = {
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    const soup = scope.getByLabelText(refundLabels.quantity('Tomato soup'));
    await userEvent.clear(soup);
    await userEvent.type(soup, '9');
    await userEvent.tab();
    await expect(soup).toHaveValue('1');
    await waitFor(() => expect(save()).toBeEnabled());
    await expect(scope.queryByText(refundLabels.emptyHint)).not.toBeInTheDocument();
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        items: [{ item: 'meal-1', quantity: 1, reason: 'not_specified' }],
        amount: 0,
        reason: 'not_specified',
        refundOnBehalf: 'platform',
      }),
    );
  },
};

/** An amount above 0 alone is a valid refund; back to 0 it is not. */
export const AmountOnly: Story = {
  play: async ({ userEvent }) => {
    const scope = within(await dialog());
    const amount = scope.getByRole('textbox', { name: refundLabels.amount });
    await userEvent.type(amount, '4.5');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await waitFor(() => expect(save()).toBeDisabled());
    await expect(scope.getByText(refundLabels.emptyHint)).toBeVisible();
  },
};

/** Item and order reasons chosen from their lists are sent with the refund. */
export const WithReasons: Story = {
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    const wrap = scope.getByLabelText(refundLabels.quantity('Chicken wrap'));
    await userEvent.click(wrap);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.tab();
    await expect(wrap).toHaveValue('2');
    await userEvent.click(
      scope.getByRole('button', { name: new RegExp(refundLabels.itemReason('Chicken wrap')) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: refundLabels.itemReasons.food_quality }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ items: [{ item: 'meal-2', quantity: 2, reason: 'food_quality' }] }),
      ),
    );
  },
};
