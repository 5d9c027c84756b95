// The PIN code a shopper last checked delivery for (a product page's check, or checkout's address), kept in the
// browser (localStorage key `deliveryPin`, versioned): every product page after the first shows the delivery date
// and cash on delivery for it without asking again, and checkout shows its dates before her address is typed.
import { persistentJson } from '#/lib/browser/persistent-json.ts';
import { isValidPin } from '#/lib/address.ts';

export const $deliveryPin = persistentJson<string>('deliveryPin', 1, '', (v) =>
  typeof v === 'string' && isValidPin(v) ? v : undefined,
);

export const rememberPin = (pin: string) => $deliveryPin.set(isValidPin(pin) ? pin : '');
