// The audit log in words and rupees: one sentence per audited action ("Asha changed the price of Mehendi Dress from
// ₹1,450 to ₹1,290"), written from the entry's own details. Money in the details is in rupees, as the console's API
// speaks. An action this file does not know, or details it cannot read, fall back to the action's name; the screen
// always offers the raw details too.
import { formatINR } from '#/lib/money.ts';
import { INBOX_STATUS_WORDS, INBOX_STATUSES } from '#/domain/inbox.ts';

export type AuditEntryView = {
  actor: string;
  /** The account's name when the actor is a store account (the API joins it); else the e-mail or "automation". */
  actorName?: string | null;
  action: string;
  target: string;
  detail: unknown;
};

type Detail = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const rupees = (v: unknown) => (num(v) === null ? 'none' : formatINR(num(v)!));

/** The product's field names as the owner says them, and how each value reads. */
const PRODUCT_FIELDS: Record<string, { noun: string; value?: (v: unknown) => string }> = {
  price: { noun: 'the price', value: rupees },
  mrp: { noun: 'the MRP', value: rupees },
  name: { noun: 'the name', value: (v) => `“${str(v)}”` },
  category: { noun: 'the category', value: str },
  subCategory: { noun: 'the sub-category', value: str },
  description: { noun: 'the description' },
  customColours: { noun: 'the custom colours' },
};

/** ["the price", "from ₹1,450 to ₹1,290"], or ["the description", ""] when the values are not worth repeating. */
function productChange(key: string, to: unknown, before: Detail | undefined): [noun: string, change: string] {
  const field = PRODUCT_FIELDS[key] ?? { noun: `the ${key.replace(/([A-Z])/g, ' $1').toLowerCase()}` };
  if (!field.value) return [field.noun, ''];
  if (before && key in before) return [field.noun, `from ${field.value(before[key])} to ${field.value(to)}`];
  return [field.noun, `to ${field.value(to)}`];
}

/** "a, b and c". */
function list(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const join = ([noun, change]: [string, string]) => (change ? `${noun} ${change}` : noun);

function productUpdate(d: Detail): string {
  const { name, before, ...changed } = d;
  const was = typeof before === 'object' && before !== null ? (before as Detail) : undefined;
  const keys = Object.keys(changed);
  if (keys.length === 0) return `saved ${str(name)} without changes`;
  // "changed the price of Mehendi Dress from ₹1,450 to ₹1,290": the product's name follows the first noun.
  const [[noun, change], ...rest] = keys.map((k) => productChange(k, changed[k], was)) as [[string, string]];
  const first = join([`${noun} of ${str(was?.name ?? name)}`, change]);
  return `changed ${list([first, ...rest.map(join)])}`;
}

function stockAdjust(d: Detail, target: string): string {
  const delta = num(d.delta) ?? 0;
  const units = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;
  const verb = delta >= 0 ? `added ${units(delta)} to` : `took ${units(-delta)} from`;
  const of = d.name ? str(d.name) : `product ${target}`;
  const reason = d.reason ? ` (${str(d.reason)})` : '';
  return `${verb} size ${str(d.size)} of ${of}, leaving ${str(d.stock)}${reason}`;
}

/** "added stock to Kurta: S +5 (now 5) and M +3 (now 5) (new batch)", or "set the stock of …: S to 1 (was 4)". */
function stockRestock(d: Detail, target: string): string {
  const sizes = Array.isArray(d.sizes) ? (d.sizes as Detail[]) : [];
  const set = d.mode === 'set';
  const each = sizes.map((s) => {
    const from = num(s.from) ?? 0;
    const to = num(s.to) ?? 0;
    const change = to - from;
    return set
      ? `${str(s.size)} to ${to} (was ${from})`
      : `${str(s.size)} ${change >= 0 ? '+' : '−'}${Math.abs(change)} (now ${to})`;
  });
  const of = d.name ? str(d.name) : `product ${target}`;
  const reason = d.reason ? ` (${str(d.reason)})` : '';
  return `${set ? 'set the stock of' : 'added stock to'} ${of}: ${list(each)}${reason}`;
}

function couponUpdate(d: Detail, code: string): string {
  const keys = Object.keys(d);
  if (keys.length === 1 && keys[0] === 'active') return `${d.active ? 'enabled' : 'disabled'} coupon ${code}`;
  const words: Record<string, string> = {
    value: 'its discount',
    kind: 'its kind',
    minSubtotal: 'its minimum order',
    maxDiscount: 'its cap',
    startsAt: 'its start',
    expiresAt: 'its expiry',
    usageLimit: 'its limit of uses',
    perShopperLimit: 'its uses per shopper',
    firstOrderOnly: 'first order only',
    active: d.active ? 'enabled it' : 'disabled it',
  };
  return `changed coupon ${code}: ${list(keys.map((k) => words[k] ?? k))}`;
}

/** "replied to custom request cus_… (now in progress)", or "marked contact message msg_… done (it was new)". */
function inboxUpdate(d: Detail, what: string): string {
  const words = (status: unknown) => {
    const known = INBOX_STATUSES.find((s) => s === status);
    return known ? INBOX_STATUS_WORDS[known].toLowerCase() : str(status);
  };
  if (d.reply) return `replied to ${what}${d.status ? ` (now ${words(d.status)})` : ''}`;
  return `marked ${what} ${words(d.status)}${d.from ? ` (it was ${words(d.from)})` : ''}`;
}

type Sentence = (d: Detail, target: string) => string;

/** Per audited action, what the actor did (without the actor). */
const SENTENCES: Record<string, Sentence> = {
  'product.create': (d) => `added the product ${str(d.name)} at ${rupees(d.price)}${d.draft ? ' as a draft' : ''}`,
  'product.publish': (d) => `published ${str(d.name)}: it is on sale`,
  'product.update': (d) => productUpdate(d),
  'product.archive': (d) => `archived ${str(d.name)}`,
  'product.restore': (d) => `brought back ${str(d.name)}`,
  'product.size.add': (d, t) => `added size ${str(d.size)} (${str(d.stock)} in stock) to product ${t}`,
  'product.size.remove': (d, t) => `removed size ${str(d.size)} from product ${t}`,
  'photo.add': (d, t) => {
    const n = Array.isArray(d.photos) ? d.photos.length : 1;
    return `added ${n === 1 ? 'a photo' : `${n} photos`} to product ${t}`;
  },
  'photo.arrange': (_d, t) => `rearranged the photos of product ${t}`,
  'photo.remove': (_d, t) => `removed a photo from product ${t}`,
  'stock.adjust': stockAdjust,
  'stock.restock': stockRestock,
  'coupon.create': (d, t) =>
    `created coupon ${t}: ${d.kind === 'fixed' ? `${rupees(d.value)} off` : `${str(d.value)}% off`}`,
  'coupon.update': couponUpdate,
  'order.status': (d, t) => {
    const extra = d.awb ? ` (AWB ${str(d.awb)}${d.courier ? `, ${str(d.courier)}` : ''})` : '';
    const reason = d.reason ? `: “${str(d.reason)}”` : '';
    return `moved order ${t} to ${str(d.status)}${extra}${reason}`;
  },
  'order.note': (_d, t) => `added a staff note to order ${t}`,
  'order.refund_paid': (d, t) => `marked the refund of ${rupees(d.amount)} on order ${t} paid (${str(d.reference)})`,
  'return.approve': (d, t) => `approved request ${t}${d.pickupAwb ? ` (pickup AWB ${str(d.pickupAwb)})` : ''}`,
  'return.receive': (_d, t) => `marked the parcel of request ${t} received`,
  'return.ship_replacement': (d, t) => `shipped the replacement for request ${t} (AWB ${str(d.awb)})`,
  'return.complete': (_d, t) => `completed request ${t}`,
  'return.refuse': (d, t) => `refused request ${t}: “${str(d.reason)}”`,
  'notification.retry': (d) =>
    `sent ${num(d.retried) === 1 ? '1 failed message' : `${str(d.retried)} failed messages`} again`,
  'grievance.answer': (d, t) => `${d.reply ? 'replied to' : 'updated'} complaint ${t} (now ${str(d.status)})`,
  'request.update': (d, t) => inboxUpdate(d, `custom request ${t}`),
  'contact.update': (d, t) => inboxUpdate(d, `contact message ${t}`),
  'staff.grant': (d, t) => `made ${t} ${d.role === 'owner' ? 'an owner' : 'staff'}`,
  'staff.remove': (_d, t) => `took ${t} off the staff`,
  'site.publish': () => 'published the shop',
  'account.erase': (_d, t) => `erased account ${t}`,
  'access.refused': (d) => `was refused a console page${d.reason ? ` (${str(d.reason)})` : ''}`,
  'token.wrong': () => 'tried a wrong operator token',
  'token.locked': () => 'was locked out after too many wrong operator tokens',
};

/** Whether the screen has a sentence for this action (else it shows the action's name and the raw details). */
export const knowsAction = (action: string): boolean => action in SENTENCES;

/** "Asha changed the price of Mehendi Dress from ₹1,450 to ₹1,290". */
export function describeAudit(e: AuditEntryView): string {
  const who = e.actorName || e.actor;
  const sentence = SENTENCES[e.action];
  const detail = typeof e.detail === 'object' && e.detail !== null ? (e.detail as Detail) : {};
  if (!sentence) return `${who}: ${e.action}${e.target ? ` on ${e.target}` : ''}`;
  return `${who} ${sentence(detail, e.target)}`;
}
