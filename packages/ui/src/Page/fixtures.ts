/** Story copy (English) for the page vocabulary. The app passes its translations instead. */
export const pageTexts = {
  labels: { moreActions: 'More actions' },
  appTitle: 'Back-office',
  title: 'Acme Ltd',
  longTitle: 'Acme Holdings International Catering and Corporate Food Services Ltd (London Bridge office)',
  breadcrumbs: 'Breadcrumbs',
  crumbs: { companies: 'Companies', company: 'Acme Ltd' },
  status: { active: 'Active', serviceFee: 'Service fee shown' },
  save: 'Save',
  actions: {
    duplicate: 'Duplicate',
    export: 'Export orders',
    invoices: 'Open invoices',
    allowances: 'Manage allowances',
    teams: 'Manage teams',
    addresses: 'Delivery addresses',
    audit: 'Audit log',
    delete: 'Delete company',
  },
  body: 'The company’s details, allowances and addresses are edited below.',
  loading: 'Loading company',
} as const;
