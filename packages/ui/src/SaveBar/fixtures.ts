/** Story copy (English) for the save bar. The app passes its translations instead. */
export const saveBarTexts = {
  labels: { message: 'Unsaved changes', save: 'Save', discard: 'Discard' },
  form: 'Company',
  fields: [
    'Name',
    'Legal name',
    'VAT number',
    'Registration number',
    'Invoice e-mail',
    'Order confirmation e-mail',
    'Delivery completed e-mail',
    'Contact phone',
    'Street',
    'House number',
    'City',
    'Post code',
    'Country',
    'Delivery instructions',
  ],
} as const;
