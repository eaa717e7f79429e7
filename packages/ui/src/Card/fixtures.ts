/** Story copy (English) for cards. The app passes its translations instead. */
export const cardTexts = {
  details: 'Company details',
  detailsDescription: 'Shown on invoices and order confirmations.',
  billing: 'Billing',
  delivery: 'Delivery',
  edit: 'Edit',
  add: 'Add address',
  remove: 'Remove',
  body: 'Acme Ltd orders lunch for 120 employees across two offices.',
  loading: 'Loading company details',
  terms: {
    name: 'Name',
    vat: 'VAT number',
    email: 'Invoice e-mail',
    fee: 'Service fee',
    window: 'Delivery window',
  },
  values: {
    name: 'Acme Ltd',
    vat: 'GB123456789',
    email: 'invoices@acme.example',
    fee: '12.50%',
    window: '11:30–13:00',
  },
  empty: '—',
} as const;
