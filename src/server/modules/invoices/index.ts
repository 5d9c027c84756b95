// The invoices module: GST tax invoices for paid orders, numbered in payment order, as PDF.
export { createInvoiceService, type Invoice, type InvoiceService } from './invoice.service.ts';
