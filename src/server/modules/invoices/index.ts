// The invoices module: GST tax invoices for paid orders, numbered in payment order, and the credit notes that
// reverse them when a supply comes back, as PDF.
export { createInvoiceService, type Invoice, type InvoiceService } from './invoice.service.ts';
export {
  createCreditNoteService,
  type CreditNotePdf,
  type CreditNoteService,
  type IssuedCreditNote,
  type OrderDocument,
} from './credit-note.service.ts';
export { taxSetup } from './tax-setup.ts';
