// Refusals are read by shoppers (a toast shows the message as it is), so a schema's refusal speaks the shop's
// words: "PIN code is required", "Name must be at most 80 characters", never zod's "Too big: expected string to
// have <=80 characters". A schema's own message wins; this map words only the ones a schema leaves to zod.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a shopper calls a field; any other key is spelled out from its name ("specialRequest": "Special request"). */
const LABELS: Record<string, string> = {
  _id: 'Product',
  itemId: 'Item',
  productId: 'Product',
  orderId: 'Order',
  zipcode: 'PIN code',
  pincode: 'PIN code',
  otp: 'The code',
  email: 'E-mail',
  newPassword: 'New password',
  newSize: 'New size',
  couponCode: 'Coupon code',
  code: 'Code',
  q: 'Search',
  awb: 'AWB code',
  razorpay_order_id: 'Payment order',
  razorpay_payment_id: 'Payment',
  razorpay_signature: 'Payment signature',
  cartData: 'Cart',
  items: 'Cart',
  delta: 'Stock change',
  whatsapp: 'WhatsApp updates',
  whatsappUpdates: 'WhatsApp updates',
  marketing: 'Offers by e-mail',
};

function spelledOut(key: string): string {
  const words = key
    .replace(/^_+/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This field';
}

/** "Size", or "Size (item 2)" for the second line of a list. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  const index = path.find((p): p is number => typeof p === 'number');
  const label = key === undefined ? 'This field' : (LABELS[key] ?? spelledOut(key));
  return index === undefined ? label : `${label} (item ${index + 1})`;
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of details',
  date: 'a date',
};

function limit(issue: { origin?: string; inclusive?: boolean }, n: number | bigint, most: boolean): string {
  const bound = Number(n) + (issue.inclusive === false ? (most ? -1 : 1) : 0);
  const word = most ? 'at most' : 'at least';
  if (issue.origin === 'string') return `must be ${word} ${bound} character${bound === 1 ? '' : 's'}`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `can have ${word} ${bound} entr${bound === 1 ? 'y' : 'ies'}`;
  return `must be ${word} ${bound}`;
}

/** The per-parse error map of every request gate: a predicate ("is required") the field's label goes before. */
export function shopperIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      return `must be ${KIND[issue.expected] ?? 'something else'}`;
    case 'too_big':
      return limit(issue, issue.maximum, true);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      return limit(issue, issue.minimum, false);
    case 'invalid_value':
      return issue.values.length <= 8 ? `must be one of: ${issue.values.map(String).join(', ')}` : 'is not one we know';
    case 'invalid_format':
      return issue.format === 'email' ? 'is not a valid e-mail address' : 'is not in the right form';
    case 'not_multiple_of':
      return 'must be a whole number';
    case 'unrecognized_keys':
      return `has details this form does not take (${issue.keys.join(', ')})`;
    default:
      return 'is not valid';
  }
}

/** The first problem as one sentence: a schema's own full sentence as it is, a predicate after its field's label. */
export function shopperMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Something in the request is not valid';
  const { message, path } = issue;
  if (!/^[a-z]/.test(message)) return message;
  // The body itself is of the wrong kind (an array, a number): nothing a shopper typed, a client's mistake.
  if (path.length === 0)
    return issue.code === 'invalid_type' ? 'The request must be a JSON object' : `The request ${message}`;
  return `${fieldLabel(path)} ${message}`;
}
