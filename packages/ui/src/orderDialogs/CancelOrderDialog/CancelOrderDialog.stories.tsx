import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import type { SubmitOutcome } from '../../Form';
import { cancelLabels, dialogMessages, violationMessages } from '../fixtures';
import { CancelOrderDialog } from './CancelOrderDialog';

type Submit = Parameters<typeof CancelOrderDialog>[0]['onSubmit'];

const meta = {
  title: 'ui/Orders/CancelOrderDialog',
  component: CancelOrderDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    labels: cancelLabels,
    messages: dialogMessages,
    companyAmount: 0,
    currency: 'EUR',
    currencyLocale: 'en-GB',
    onCalculate: fn(),
    onSubmit: fn<Submit>(),
    onFormError: fn(),
  },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: cancelLabels.title });
const save = () => screen.getByRole('button', { name: cancelLabels.save });

/** Picks an option of a kit Select by the select's label. */
async function choose(
  user: { click: (element: Element) => Promise<void> },
  label: string,
  option: string,
): Promise<void> {
  const scope = within(await dialog());
  await user.click(scope.getByRole('button', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opened with no company refund computed yet: reason type and the e-mail only; Save waits for a reason type. */
export const Default: Story = {
  args: { companyAmount: null },
  play: async () => {
    const scope = within(await dialog());
    await expect(scope.getByText(cancelLabels.companyAmountUnknown)).toBeVisible();
    await expect(scope.queryByText(cancelLabels.refundReason)).not.toBeInTheDocument();
    await expect(save()).toBeDisabled();
  },
};

/** The app is computing the company amount (refund-order/calculate): the calculate button spins. */
export const Calculating: Story = {
  args: { companyAmount: null, isCalculating: true },
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    const calculate = scope.getByRole('button', { name: cancelLabels.calculate });
    await expect(calculate).toHaveAttribute('data-pending', 'true');
    await userEvent.click(calculate);
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

/** Reason type 'other' asks for the reason text: Save stays disabled, the empty reason says Invalid. */
export const OtherRequiresReason: Story = {
  play: async ({ args, userEvent }) => {
    await choose(userEvent, cancelLabels.reasonType, cancelLabels.reasonTypes.other);
    const scope = within(await dialog());
    const reason = scope.getByRole('textbox', { name: cancelLabels.reason });
    await userEvent.type(reason, ' ');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await expect(reason).toHaveAccessibleDescription(dialogMessages.invalid);
    await waitFor(() => expect(save()).toBeDisabled());
    await userEvent.type(reason, 'Kitchen fire');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reasonType: 'other',
        reason: 'Kitchen fire',
        cancelEmailText: null,
        refundReason: null,
        refundReasonText: null,
        refundOnBehalf: null,
      }),
    );
  },
};

/**
 * A company refund above 0 asks for the refund reason and on whose behalf: both are Invalid while empty, and
 * Save enables once they are chosen.
 */
export const AmountRequiresRefundFields: Story = {
  args: { companyAmount: 12.5, initialValues: { refundOnBehalf: null } },
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    await expect(scope.getByText('€12.50')).toBeVisible();
    await choose(userEvent, cancelLabels.reasonType, cancelLabels.reasonTypes.stock_issue);
    const refundReason = scope.getByRole('button', { name: new RegExp(cancelLabels.refundReason) });
    const onBehalf = scope.getByRole('button', { name: new RegExp(cancelLabels.refundOnBehalf) });
    await waitFor(() => expect(save()).toBeDisabled());
    await waitFor(() => expect(scope.getAllByText(dialogMessages.invalid)).toHaveLength(2));
    await expect(refundReason).toHaveAccessibleDescription(dialogMessages.invalid);
    await expect(onBehalf).toHaveAccessibleDescription(dialogMessages.invalid);
    await choose(userEvent, cancelLabels.refundReason, cancelLabels.refundReasons.other);
    const text = scope.getByRole('textbox', { name: cancelLabels.refundReasonText });
    await userEvent.type(text, 'Goodwill');
    await choose(userEvent, cancelLabels.refundOnBehalf, cancelLabels.refundOnBehalfOptions.restaurant);
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reasonType: 'stock_issue',
        reason: null,
        cancelEmailText: null,
        refundReason: 'other',
        refundReasonText: 'Goodwill',
        refundOnBehalf: 'restaurant',
      }),
    );
  },
};

/** On-behalf starts at the platform (the default of section 9). */
export const DefaultsToPlatform: Story = {
  args: { companyAmount: 12.5 },
  play: async () => {
    const scope = within(await dialog());
    await expect(
      scope.getByRole('button', { name: new RegExp(cancelLabels.refundOnBehalf) }),
    ).toHaveTextContent(cancelLabels.refundOnBehalfOptions.platform);
  },
};

/** The server refuses the refund reason: its message lands under that field at once. */
export const ServerViolationOnRefundReason: Story = {
  args: {
    companyAmount: 12.5,
    initialValues: { reasonType: 'customer_cancelled', refundReason: 'not_delivered' },
    onSubmit: fn<Submit>(async (): Promise<SubmitOutcome> => ({
      violations: [{ propertyPath: 'refundReason', message: violationMessages.refundReason }],
    })),
  },
  play: async ({ args, userEvent }) => {
    const scope = within(await dialog());
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    const refundReason = scope.getByRole('button', { name: new RegExp(cancelLabels.refundReason) });
    await waitFor(() => expect(refundReason).toHaveAccessibleDescription(violationMessages.refundReason));
    await expect(scope.getByText(violationMessages.refundReason)).toBeVisible();
    await expect(args.onFormError).not.toHaveBeenCalled();
  },
};

/** The e-mail text is sent sanitised, without its empty paragraphs. */
export const WithEmailText: Story = {
  args: {
    initialValues: {
      reasonType: 'restaurant_cancelled',
      cancelEmailText: '<p>We are <strong>sorry</strong>.</p><p></p>',
    },
  },
  play: async ({ args, userEvent }) => {
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ cancelEmailText: '<p>We are <strong>sorry</strong>.</p>' }),
      ),
    );
  },
};
