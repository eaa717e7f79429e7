/** Story and test copy (English) and sample data of the order dialogs. The app passes its translations. */
import type { ExpenseCodeConfig, ExpenseCodeEntry, OrderMeal } from '@backoffice/domain';

import type { FormMessages } from '../Form';
import { richTextLabels } from '../RichTextEditor/fixtures';
import type { CancelOrderDialogLabels } from './CancelOrderDialog/CancelOrderDialog';
import type { CostCodeDialogLabels } from './CostCodeDialog/CostCodeDialog';
import type { RefundDialogLabels } from './RefundDialog/RefundDialog';

export const dialogMessages: FormMessages = {
  invalid: 'Invalid',
  required: 'Required',
  minValue: (bound) => `Must be at least ${bound}`,
  maxValue: (bound) => `Must be at most ${bound}`,
  dateTimeFormat: 'Use the period and hour format',
};

const orderRefundReasons = {
  not_prepared: 'Not prepared',
  out_of_stock: 'Out of stock',
  food_quality: 'Food quality',
  not_delivered: 'Not delivered',
  late_delivery_restaurant: 'Late delivery (restaurant)',
  late_delivery_courier: 'Late delivery (courier)',
  damaged_packaging: 'Damaged packaging',
  cancelled_order: 'Cancelled order',
  other: 'Other',
};

const onBehalfOptions = { platform: 'Platform', restaurant: 'Restaurant', logistics: 'Logistics' };

export const cancelLabels: CancelOrderDialogLabels = {
  title: 'Cancel order #A-1042',
  reasonType: 'Reason type',
  reasonTypePlaceholder: 'Choose a reason',
  reasonTypes: {
    not_confirmed: 'Not confirmed',
    stock_issue: 'Stock issue',
    technical_issue: 'Technical issue',
    restaurant_cancelled: 'Restaurant cancelled',
    customer_cancelled: 'Customer cancelled',
    other: 'Other',
  },
  reason: 'Reason',
  companyAmount: 'Company refund amount',
  companyAmountUnknown: 'Not calculated',
  calculate: 'Calculate',
  refundReason: 'Refund reason',
  refundReasonPlaceholder: 'Choose a refund reason',
  refundReasons: orderRefundReasons,
  refundReasonText: 'Refund reason text',
  refundOnBehalf: 'Refund on behalf of',
  refundOnBehalfOptions: onBehalfOptions,
  emailText: 'E-mail text',
  emailTextDescription: 'Sent to the customer with the cancellation.',
  emailEditor: richTextLabels,
  cancel: 'Close',
  save: 'Cancel order',
};

export const refundLabels: RefundDialogLabels = {
  title: 'Refund order #A-1042',
  items: 'Meals',
  lineSummary: (ordered, refunded) => `${ordered} ordered, ${refunded} refunded`,
  quantity: (meal) => `Quantity of ${meal}`,
  itemReason: (meal) => `Reason for ${meal}`,
  itemReasonPlaceholder: 'No reason',
  itemReasons: {
    not_prepared: 'Not prepared',
    out_of_stock: 'Out of stock',
    food_quality: 'Food quality',
    not_delivered: 'Not delivered',
    damaged_packaging: 'Damaged packaging',
    cancelled_item: 'Cancelled item',
    other: 'Other',
  },
  amount: 'Amount (EUR)',
  reason: 'Refund reason',
  reasonPlaceholder: 'No reason',
  reasons: orderRefundReasons,
  refundOnBehalf: 'Refund on behalf of',
  refundOnBehalfOptions: onBehalfOptions,
  emptyHint: 'Choose at least one meal or an amount above 0.',
  cancel: 'Close',
  save: 'Refund',
};

export const costCodeLabels: CostCodeDialogLabels = {
  title: 'Cost codes of order #A-1042',
  defaultCode: 'Cost code',
  row: (n) => `Cost code row ${n}`,
  allocation: 'Allocation (%)',
  addRow: 'Add row',
  removeRow: (n) => `Remove row ${n}`,
  rowNeedsCode: 'Fill in at least one code',
  allocationWarning: (difference) => `Allocations must total 100, difference ${difference}`,
  empty: 'No cost codes',
  cancel: 'Close',
  save: 'Save',
};

/** Meal lines of a refundable order: Soup has one of two already refunded. */
export const refundMeals: OrderMeal[] = [
  { id: 'meal-1', name: 'Tomato soup', quantity: 2, refundedQuantity: 1 },
  { id: 'meal-2', name: 'Chicken wrap', quantity: 3, refundedQuantity: 0 },
  { id: 'meal-3', name: 'Lemonade', quantity: 1, refundedQuantity: 1 },
];

/** An allowance rule's configuration: a required code from a list, and a project code with a pattern. */
export const costCodeConfig: ExpenseCodeConfig = {
  expenseCodeTitle: 'Cost centre',
  expenseCodeList: ['CC-100', 'CC-200', 'CC-300'],
  expenseCodeRequired: 2,
  expenseCodeOnlyFromList: true,
  additionalExpenseCodes: [
    {
      id: 'project',
      title: 'Project',
      regexValidation: '^P-\\d{3}',
      regexValidationError: 'Use P- and three digits',
      placeholder: 'P-123',
    },
  ],
};

/** Two rows, 60 / 40. */
export const costCodeRows: ExpenseCodeEntry[] = [
  { codes: { default: 'CC-100', project: 'P-101' }, distribution: 60 },
  { codes: { default: 'CC-200', project: 'P-202' }, distribution: 40 },
];

/** A row whose project code is longer than 20 characters. */
export const longCodeRows: ExpenseCodeEntry[] = [
  { codes: { default: 'CC-300', project: 'P-404 Marketing offsite Q3 catering' }, distribution: 100 },
];

export const violationMessages = {
  refundReason: 'This refund reason cannot be used for a cash order.',
};
