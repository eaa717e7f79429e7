export {
  idOfIri,
  invoiceFileLocation,
  invoiceOwnerTypes,
  invoicePrefill,
  validateInvoice,
} from './invoice.js';
export type { InvoiceDraft, InvoiceLine, InvoiceOwnerType } from './invoice.js';
