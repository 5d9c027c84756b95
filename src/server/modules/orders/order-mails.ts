// The order confirmation mail, sent once when an order is paid, with its tax invoice attached.
import type { Mail } from '#/server/adapters/mail/mailer.ts';
import type { Invoice } from '#/server/modules/invoices/index.ts';
import { escapeHtml, mailFrame } from '#/server/shared/mail-html.ts';
import { formatPaise } from '#/domain/money.ts';

type Line = { name: string; size: string; quantity: number; pricePaise: number };

export function orderConfirmationMail(input: {
  to: string;
  name: string;
  orderId: string;
  lines: Line[];
  amountPaise: number;
  storeName: string;
  siteUrl: string;
  /** Absent when it could not be made: the mail goes anyway, and My Orders offers the invoice later. */
  invoice?: Invoice;
}): Mail {
  const invoiceNote = input.invoice ? `Your tax invoice ${input.invoice.number} is attached.` : '';
  const paid = formatPaise(input.amountPaise);
  const rows = input.lines.map(
    (l) => `${l.name} (${l.size}) × ${l.quantity} — ${formatPaise(l.pricePaise * l.quantity)}`,
  );
  const text = [
    `Hi ${input.name},`,
    '',
    `Thank you for your order ${input.orderId}. We have received your payment of ${paid}.`,
    '',
    ...rows,
    '',
    ...(invoiceNote ? [invoiceNote, ''] : []),
    'Every piece is made and checked for you: orders ship in 6-9 working days, and we e-mail the tracking code ' +
      'when it leaves us.',
    `Your orders: ${input.siteUrl.replace(/\/$/, '')}/orders`,
    '',
    `— ${input.storeName}`,
  ].join('\n');
  const html = mailFrame(
    input.storeName,
    [
      `<p style="font-family:Arial,sans-serif">Hi ${escapeHtml(input.name)}, thank you for your order`,
      `<strong>${escapeHtml(input.orderId)}</strong>. We have received your payment of`,
      `<strong>${escapeHtml(paid)}</strong>.</p>`,
      `<ul style="font-family:Arial,sans-serif">${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
      invoiceNote ? `<p style="font-family:Arial,sans-serif">${escapeHtml(invoiceNote)}</p>` : '',
      '<p style="font-family:Arial,sans-serif">Orders ship in 6-9 working days; ' +
        'we e-mail the tracking code when it leaves us.</p>',
    ].join('\n'),
  );
  const attachments = input.invoice
    ? [{ filename: input.invoice.filename, contentType: 'application/pdf', content: input.invoice.pdf }]
    : undefined;
  return { to: input.to, subject: `${input.storeName}: order ${input.orderId} confirmed`, text, html, attachments };
}
