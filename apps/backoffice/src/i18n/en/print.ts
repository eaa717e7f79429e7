/** Texts of the printouts the back-office opens in the print app (issue #17). */
const print = {
  canteenPrintouts: 'Canteen printouts',
  cutoffPrintouts: 'Printouts of the {cutoff} cutoff',
  labels: 'Labels ({cutoff})',
  summary: 'Summary ({cutoff})',
  collected: 'Collected orders confirmed',
  notCollected: 'Not collected yet',
  orderLabel: 'Order label',
  orderLabelOf: 'Label of order {identifier}',
  opensInNewTab: '(opens in a new tab)',
  tokenError: 'The printout could not be opened: {message}',
  redirecting: 'Opening the printout…',
  notConfigured: 'Printouts are not set up for this back-office: its print app address is missing.',
};

export default print;
