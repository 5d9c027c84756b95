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
/** The drawing surface the invoice is drawn on (pdfkit, Noto Sans embedded): the console's packing slip uses it too. */
export { A4, createPdf, type Page } from './pdf-canvas.ts';
export { invoiceDate } from './invoice-pdf.ts';
