// Every message the store sends after a sale, one template per event, in the store's voice. A template gives the
// mail's subject and paragraphs (render.ts frames them as text and HTML) and, for the events a shopper may follow
// on WhatsApp, the approved template's name and its parameters, in the order the template's {{1}}, {{2}}… take
// them (WhatsApp sends only templates registered with Meta; docs/product/notifications.md lists ours), and for the
// events that go by SMS, the DLT template's variables and the text they make (MSG91 sends registered texts only).
import { formatPaise } from '#/domain/money.ts';
import { formatDeliveryDate } from '#/domain/delivery-dates.ts';
import { RETURN_WINDOW_DAYS } from '#/domain/return-eligibility.ts';
import type { SmsTemplate } from '#/server/adapters/sms/sms.ts';
import type { OrderEvent, ReturnEvent } from './events.ts';
import type { OrderFacts, RequestFacts } from './facts.ts';

export type MessageContext = {
  order: NonNullable<OrderFacts>;
  request?: RequestFacts;
  data: Record<string, unknown>;
  siteUrl: string;
  /** The store's name: an SMS names its sender in its text (a DLT template carries the brand). */
  storeName: string;
};
export type Message = {
  subject: string;
  paragraphs: string[];
  /** The links under the text; without them, Your orders and the Grievance Officer's page (render.ts). */
  links?: { label: string; url: string }[];
  whatsapp?: { template: string; params: string[] };
  /** The SMS: its DLT template, the values of its ##variables##, and the text they make (what the outbox writes). */
  sms?: { template: SmsTemplate; vars: Record<string, string>; text: string };
};
type Template = (c: MessageContext) => Message;

const DAY = 86_400_000;
const lines = (o: MessageContext['order']) =>
  o.lines.map((l) => `${l.name} (${l.size}) × ${l.quantity} — ${formatPaise(l.pricePaise * l.quantity)}`);
const trackLink = (c: MessageContext) => `${c.siteUrl}/track-order?awb=${encodeURIComponent(c.order.awb ?? '')}`;
/** The paragraph of a mail that carries a credit note (deliver.ts attaches it). */
const creditNoteLine = (c: MessageContext) =>
  c.data.creditNoteNumber ? [`Our GST credit note ${c.data.creditNoteNumber} for it is attached.`] : [];
const itemOf = (c: MessageContext) => (c.request ? `${c.request.itemName} (${c.request.size})` : 'your item');

/**
 * The DLT template "<store>: your order ##order## is out for delivery today with ##courier## (AWB ##awb##)." (the
 * store registers its own wording with these variables; docs/product/notifications.md), the same text for every
 * order: no link (a DLT template carries only whitelisted URLs; the mail has the tracking link), no cash amount.
 */
function outForDeliverySms(c: MessageContext): NonNullable<Message['sms']> {
  const vars = { order: c.order.id, courier: c.order.courier ?? 'our courier', awb: c.order.awb ?? '' };
  return {
    template: 'out_for_delivery',
    vars,
    text: `${c.storeName}: your order ${vars.order} is out for delivery today with ${vars.courier} (AWB ${vars.awb}).`,
  };
}

const order: Record<OrderEvent, Template> = {
  'order.placed': (c) => {
    const amount = formatPaise(c.order.amountPaise);
    return {
      subject: `order ${c.order.id} confirmed`,
      paragraphs: [
        c.order.cashOnDelivery
          ? `Thank you for your order ${c.order.id}. You pay ${amount} in cash when it arrives.`
          : `Thank you for your order ${c.order.id}. We have received your payment of ${amount}.`,
        lines(c.order).join('\n'),
        ...(c.data.invoiceNumber ? [`Your tax invoice ${c.data.invoiceNumber} is attached.`] : []),
        'Every piece is made and checked for you: orders ship in 6-9 working days, and we tell you the tracking ' +
          'code when it leaves us.',
      ],
      whatsapp: { template: 'order_placed', params: [c.order.name, c.order.id, amount] },
    };
  },
  'order.shipped': (c) => ({
    subject: `order ${c.order.id} is on its way`,
    paragraphs: [
      `Your order ${c.order.id} has left us with ${c.order.courier ?? 'our courier'}. Its AWB is ${c.order.awb}.`,
      `Follow it here: ${trackLink(c)} (tracking becomes active within 24 hours of dispatch).`,
      ...(c.order.cashOnDelivery ? [`Please keep ${formatPaise(c.order.amountPaise)} ready for the courier.`] : []),
    ],
    whatsapp: {
      template: 'order_shipped',
      params: [c.order.name, c.order.id, c.order.courier ?? '', c.order.awb ?? '', trackLink(c)],
    },
  }),
  'order.out_for_delivery': (c) => ({
    subject: `order ${c.order.id} arrives today`,
    paragraphs: [
      `Your order ${c.order.id} is out for delivery today with ${c.order.courier ?? 'our courier'} ` +
        `(AWB ${c.order.awb}).`,
      ...(c.order.cashOnDelivery ? [`Please keep ${formatPaise(c.order.amountPaise)} ready in cash.`] : []),
    ],
    whatsapp: { template: 'order_out_for_delivery', params: [c.order.name, c.order.id] },
    sms: outForDeliverySms(c),
  }),
  'order.delivered': (c) => {
    const last = c.order.deliveredAt
      ? formatDeliveryDate(new Date(c.order.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY))
      : undefined;
    return {
      subject: `order ${c.order.id} delivered`,
      paragraphs: [
        `Your order ${c.order.id} has been delivered. We hope you love it.`,
        last
          ? `If a size is not right, ask for an exchange or a return from Your orders until ${last}.`
          : `If a size is not right, ask for an exchange or a return within ${RETURN_WINDOW_DAYS} days.`,
      ],
      whatsapp: { template: 'order_delivered', params: [c.order.name, c.order.id, last ?? ''] },
    };
  },
  'order.returned_to_origin': (c) => ({
    subject: `order ${c.order.id} came back to us`,
    paragraphs: [
      c.data.creditNoteNumber
        ? `The courier brought your order ${c.order.id} back to us, so it is closed.`
        : `The courier brought your order ${c.order.id} back to us, so it is closed. Nothing was charged.`,
      ...creditNoteLine(c),
      'If you still want it, you are welcome to order again; write to us if something went wrong with the delivery.',
    ],
  }),
  'order.cancelled': (c) => {
    const money = (key: string) => (typeof c.data[key] === 'number' ? formatPaise(c.data[key]) : undefined);
    const [refund, credit] = [money('refundPaise'), money('creditPaise')];
    const reason = c.order.cancelReason ?? '';
    return {
      subject: `order ${c.order.id} is cancelled`,
      paragraphs: [
        `We are sorry: we have had to cancel your order ${c.order.id} before it left us.`,
        `Our reason: ${reason || 'see Your orders'}`,
        ...(refund ? [`We are refunding the ${refund} you paid to the card, UPI or bank account you paid from.`] : []),
        ...(c.order.cashOnDelivery ? ['Nothing is due: it was to be paid in cash on delivery.'] : []),
        ...(credit ? [`The ${credit} of store credit it used is back in your account.`] : []),
        ...creditNoteLine(c),
        'Reply to this mail with any question; you are welcome to order again whenever you like.',
      ],
      whatsapp: { template: 'order_cancelled', params: [c.order.name, c.order.id, reason] },
    };
  },
  // E-mail only: no WhatsApp template is registered for it (record.ts WHATSAPP_EVENTS).
  'order.refund_paid': (c) => {
    const refund = typeof c.data.refundPaise === 'number' ? formatPaise(c.data.refundPaise) : 'the amount you paid';
    const reference = typeof c.data.reference === 'string' ? c.data.reference : '';
    return {
      subject: `your refund for order ${c.order.id} is paid`,
      paragraphs: [
        `Your refund of ${refund} has been paid for order ${c.order.id}, to the card, UPI or bank account you ` +
          'paid from.',
        ...(reference ? [`Its payment reference is ${reference}: your bank or card statement shows it.`] : []),
        'Banks usually show a refund within 5-7 working days. If it has not reached you by then, reply to this ' +
          'mail with the reference and we will follow it up.',
      ],
    };
  },
};

const returns: Record<ReturnEvent, Template> = {
  'return.requested': (c) => {
    const exchange = c.request?.kind === 'exchange';
    return {
      subject: exchange ? `exchange requested for order ${c.order.id}` : `return requested for order ${c.order.id}`,
      paragraphs: [
        exchange
          ? `We have your request to exchange ${itemOf(c)} for size ${c.request?.newSize}. ` +
            'The new size is kept for you.'
          : `We have your request to return ${itemOf(c)}.`,
        'We check every request within 2 working days and tell you what happens next.',
      ],
      whatsapp: { template: 'return_requested', params: [c.order.name, c.order.id] },
    };
  },
  'return.approved': (c) => ({
    subject: `your ${c.request?.kind ?? 'return'} for order ${c.order.id} is approved`,
    paragraphs: [
      `Your ${c.request?.kind ?? 'return'} of ${itemOf(c)} is approved.`,
      c.request?.pickupAwb
        ? `Our courier will collect the parcel (pickup AWB ${c.request.pickupAwb}). Please pack it with its tags.`
        : 'Please pack it with its tags; we will tell you how it is collected.',
    ],
    whatsapp: { template: 'return_approved', params: [c.order.name, c.order.id, c.request?.pickupAwb ?? ''] },
  }),
  'return.received': (c) => ({
    subject: `we received your parcel for order ${c.order.id}`,
    paragraphs: [`Your parcel with ${itemOf(c)} reached us and has been checked.`],
  }),
  'return.refused': (c) => ({
    subject: `about your ${c.request?.kind ?? 'return'} for order ${c.order.id}`,
    paragraphs: [
      `We are sorry: we cannot accept the ${c.request?.kind ?? 'return'} of ${itemOf(c)}.`,
      `Our reason: ${c.request?.refusalReason ?? 'see Your orders'}`,
      'Reply to this mail if you think we got it wrong.',
    ],
    whatsapp: {
      template: 'return_refused',
      params: [c.order.name, c.order.id, c.request?.refusalReason ?? ''],
    },
  }),
  'return.completed': (c) => {
    if (c.request?.kind === 'exchange')
      return {
        subject: `your exchange for order ${c.order.id} is complete`,
        paragraphs: [`Your exchange is complete: ${c.request.itemName} in size ${c.request.newSize} is yours.`],
      };
    const credit = typeof c.data.creditPaise === 'number' ? formatPaise(c.data.creditPaise) : undefined;
    const until =
      typeof c.data.creditExpiresAt === 'string' ? formatDeliveryDate(new Date(c.data.creditExpiresAt)) : '';
    return {
      subject: `your return for order ${c.order.id} is complete`,
      paragraphs: [
        credit
          ? `Your return of ${itemOf(c)} is complete: ${credit} of store credit is in your account` +
            `${until ? `, to spend until ${until}` : ''}.`
          : `Your return of ${itemOf(c)} is complete.`,
        ...creditNoteLine(c),
      ],
      whatsapp: { template: 'return_completed', params: [c.order.name, c.order.id, credit ?? '', until] },
    };
  },
  'exchange.replacement_shipped': (c) => ({
    subject: `your new size for order ${c.order.id} is on its way`,
    paragraphs: [
      `${c.request?.itemName ?? 'Your item'} in size ${c.request?.newSize} has left us ` +
        `(AWB ${c.request?.replacementAwb}).`,
    ],
    whatsapp: {
      template: 'exchange_shipped',
      params: [c.order.name, c.order.id, c.request?.replacementAwb ?? ''],
    },
  }),
};

/** The shopper's message for an event. */
export const shopperTemplates: Record<OrderEvent | ReturnEvent, Template> = { ...order, ...returns };

/** The store's own note of a new order, to the store's address. */
export const newOrderForStore: Template = (c) => ({
  subject: `new order ${c.order.id} (${formatPaise(c.order.amountPaise)}${c.order.cashOnDelivery ? ', cash' : ''})`,
  paragraphs: [
    `${c.order.address.firstName} ${c.order.address.lastName}, ${c.order.address.city} ${c.order.address.zipcode}`,
    lines(c.order).join('\n'),
    `Open it in the console: ${c.siteUrl}/admin/orders/view?id=${encodeURIComponent(c.order.id)}`,
  ],
});
