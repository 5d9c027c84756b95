// The order confirmation mail, sent once when an order is paid.
import type { Mail } from '#/server/adapters/mail/mailer.ts';
import { escapeHtml } from './mail-html.ts';
import { formatINR } from '#/lib/money.ts';

type Line = { name: string; size: string; quantity: number; pricePaise: number };

export function orderConfirmationMail(input: {
  to: string;
  name: string;
  orderId: string;
  lines: Line[];
  amountPaise: number;
  storeName: string;
  siteUrl: string;
}): Mail {
  const rows = input.lines.map(
    (l) => `${l.name} (${l.size}) × ${l.quantity} — ${formatINR((l.pricePaise * l.quantity) / 100)}`,
  );
  const text = [
    `Hi ${input.name},`,
    '',
    `Thank you for your order ${input.orderId}. We have received your payment of ${formatINR(input.amountPaise / 100)}.`,
    '',
    ...rows,
    '',
    'Every piece is made and checked for you: orders ship in 6-9 working days, and we e-mail the tracking code when it leaves us.',
    `Your orders: ${input.siteUrl.replace(/\/$/, '')}/orders`,
    '',
    `— ${input.storeName}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;max-width:520px;margin:auto;color:#201a17"><p style="font-family:Georgia,serif;font-size:22px">${escapeHtml(input.storeName)}</p><p>Hi ${escapeHtml(input.name)}, thank you for your order <strong>${escapeHtml(input.orderId)}</strong>. We have received your payment of <strong>${escapeHtml(formatINR(input.amountPaise / 100))}</strong>.</p><ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul><p>Orders ship in 6-9 working days; we e-mail the tracking code when it leaves us.</p></div>`;
  return { to: input.to, subject: `${input.storeName}: order ${input.orderId} confirmed`, text, html };
}
