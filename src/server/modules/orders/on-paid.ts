// What follows a committed order: a paid one is invoiced (numbers follow payment order) and confirmed by mail
// with the PDF; a cash order is confirmed without an invoice (it is invoiced once paid, on delivery). A failure
// is logged and never undoes the order: My Orders offers the invoice later, numbered then.
import type { Logger } from '#/server/logger.ts';
import type { Mailer } from '#/server/adapters/mail/mailer.ts';
import type { InvoiceService } from '#/server/modules/invoices/index.ts';
import { orderConfirmationMail } from './order-mails.ts';
import type { OrderQueries } from './order-queries.ts';

export function createOnPaid(deps: {
  details: OrderQueries['confirmationDetails'];
  invoices: Pick<InvoiceService, 'forOrder'>;
  mailer: Mailer;
  log: Logger;
  storeName: string;
  siteUrl: string;
}) {
  const { log } = deps;
  async function confirm(orderId: string, withInvoice: boolean) {
    const details = await deps.details(orderId);
    if (!details) return;
    const invoice = withInvoice
      ? await deps.invoices
          .forOrder(orderId)
          .catch((error: unknown) => log.error('invoice failed', { orderId, error: String(error) }))
      : undefined;
    const mail = { ...details, storeName: deps.storeName, siteUrl: deps.siteUrl, invoice: invoice ?? undefined };
    await deps.mailer
      .sendMail(orderConfirmationMail(mail))
      .catch((error: unknown) => log.error('order mail failed', { orderId, error: String(error) }));
  }
  return {
    /** A payment (card, Razorpay, store credit) was committed. */
    onPaid: (orderId: string) => confirm(orderId, true),
    /** A cash-on-delivery order was confirmed with its code. */
    onPlaced: (orderId: string) => confirm(orderId, false),
  };
}
