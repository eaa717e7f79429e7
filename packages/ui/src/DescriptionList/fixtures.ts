/** Story copy (English) for description lists. The app passes its translations instead. */
export const descriptionTexts = {
  labels: { empty: '—' },
  notSet: { empty: 'Not set' },
  loading: 'Loading company details',
  items: [
    { term: 'Name', description: 'Acme Ltd' },
    { term: 'VAT number', description: 'GB123456789' },
    { term: 'Invoice e-mail', description: 'invoices@acme.example' },
    { term: 'Service fee', description: '12.50%' },
    { term: 'Cost centre', description: null },
    { term: 'Notes', description: '' },
  ],
  longValue:
    'Deliver to the loading bay at the back of the building; the front desk does not accept food deliveries after 11:00.',
  address: 'Delivery instructions',
} as const;
