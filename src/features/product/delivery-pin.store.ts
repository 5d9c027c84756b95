// The PIN code a shopper last checked delivery for, kept in the browser (localStorage key `deliveryPin`, versioned) so
// every product page after the first shows the delivery date and cash on delivery for it without asking again.
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { isValidPin } from '#/lib/address.ts';

export const $deliveryPin = persistentJson<string>('deliveryPin', 1, '', (v) =>
  typeof v === 'string' && isValidPin(v) ? v : undefined,
);

export const rememberPin = (pin: string) => $deliveryPin.set(isValidPin(pin) ? pin : '');
