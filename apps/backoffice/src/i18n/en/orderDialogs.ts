/**
 * The texts of the order dialogs every orders screen opens (the live view, the table and the edit screen): one
 * wording for the cancel dialog, the refund reasons and the e-mail editor wherever they appear.
 */
const orderDialogs = {
  cancel: {
    title: 'Cancel the order',
    titleOf: 'Cancel order {identifier:string}',
    reasonType: 'Reason',
    reasonTypePlaceholder: 'Choose a reason',
    reasonTypes: {
      not_confirmed: 'Not confirmed',
      stock_issue: 'Stock issue',
      technical_issue: 'Technical issue',
      restaurant_cancelled: 'Cancelled by the restaurant',
      customer_cancelled: 'Cancelled by the customer',
      other: 'Other',
    },
    reason: 'Describe the reason',
    companyAmount: 'Company refund',
    companyAmountUnknown: 'Not calculated yet',
    calculate: 'Calculate',
    refundReason: 'Refund reason',
    refundReasonPlaceholder: 'Choose a refund reason',
    refundReasonText: 'Describe the refund reason',
    refundOnBehalf: 'Refund on behalf of',
    emailText: 'Text of the cancel e-mail',
    emailTextDescription: 'Optional; formatting is kept, inline styles are removed.',
    back: 'Back',
    save: 'Cancel the order',
  },
  refundReasons: {
    not_prepared: 'Not prepared',
    out_of_stock: 'Out of stock',
    food_quality: 'Food quality',
    not_delivered: 'Not delivered',
    late_delivery_restaurant: 'Late delivery (restaurant)',
    late_delivery_courier: 'Late delivery (courier)',
    damaged_packaging: 'Damaged packaging',
    cancelled_order: 'Cancelled order',
    cancelled_item: 'Cancelled item',
    other: 'Other',
  },
  onBehalf: {
    platform: 'The platform',
    restaurant: 'The restaurant',
    logistics: 'Logistics',
  },
  editor: {
    toolbar: 'Formatting',
    heading1: 'Heading 1',
    heading2: 'Heading 2',
    paragraph: 'Paragraph',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    orderedList: 'Numbered list',
    bulletList: 'Bulleted list',
    link: 'Link',
    linkUrl: 'Link address',
    linkApply: 'Apply',
    linkRemove: 'Remove the link',
    linkCancel: 'Cancel',
    linkInvalid: 'Invalid',
  },
};

export default orderDialogs;
