// The delivery address rules (docs/product/checkout-and-payments.md#delivery-address), defined once: the checkout form
// checks them as the shopper types, the order route builds its zod schema from them, and the delivery check uses the
// PIN rule.
import { isValidPin, PIN_MESSAGE, PIN_RE } from '#/domain/pin.ts';

export { isValidPin, PIN_MESSAGE, PIN_RE };

/** An Indian mobile number: ten digits starting with 6-9. */
export const MOBILE_RE = /^[6-9]\d{9}$/;
/** Deliberately loose: the mail server is the real judge of an address. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

export type Address = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  landmark: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

/** The checkout form before the shopper types (India is the one country delivered to). */
export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  landmark: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'India',
  phone: '',
};

export type AddressField = { label: string; max: number; required: boolean };

export const ADDRESS_FIELDS: Record<keyof Address, AddressField> = {
  firstName: { label: 'First name', max: 60, required: true },
  lastName: { label: 'Last name', max: 60, required: true },
  email: { label: 'Email', max: EMAIL_MAX, required: true },
  street: { label: 'Street', max: 200, required: true },
  landmark: { label: 'Landmark (optional)', max: 120, required: false },
  city: { label: 'City', max: 80, required: true },
  state: { label: 'State', max: 80, required: true },
  zipcode: { label: 'PIN code', max: 6, required: true },
  country: { label: 'Country', max: 60, required: true },
  phone: { label: 'Phone', max: 10, required: true },
};

export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address';

export const isValidMobile = (phone: string): boolean => MOBILE_RE.test(phone.trim());
/** A 10-digit mobile number as people read it ("+91 98765 43210"), and as a link dials it ("tel:+919876543210"). */
export const mobileWords = (phone: string): string => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
export const mobileHref = (phone: string): string => `tel:+91${phone}`;
/** Where an address is, on one line: "12 MG Road, near the temple, Bengaluru, Karnataka 560001". */
export const addressLine = (a: Pick<Address, 'street' | 'landmark' | 'city' | 'state' | 'zipcode'>): string =>
  `${a.street}${a.landmark ? `, ${a.landmark}` : ''}, ${a.city}, ${a.state} ${a.zipcode}`;
export const isValidEmail = (email: string): boolean => EMAIL_RE.test(email.trim());

export type AddressErrors = Partial<Record<keyof Address, string>>;

/** The messages for `keys` of `a`: required, length, then the e-mail, PIN and phone patterns. */
function checkFields<K extends keyof Address>(a: Pick<Address, K>, keys: readonly K[]): AddressErrors {
  const errors: AddressErrors = {};
  const value = (key: K) => (a[key] as string).trim();
  for (const key of keys) {
    const field = ADDRESS_FIELDS[key];
    if (field.required && !value(key)) errors[key] = `${field.label} is required`;
    else if (value(key).length > field.max) errors[key] = `${field.label} must be at most ${field.max} characters`;
  }
  const pattern = (key: keyof Address, valid: (v: string) => boolean, message: string) => {
    const k = key as K;
    if (keys.includes(k) && !errors[key] && value(k) && !valid(value(k))) errors[key] = message;
  };
  pattern('email', isValidEmail, EMAIL_MESSAGE);
  pattern('zipcode', isValidPin, PIN_MESSAGE);
  pattern('phone', isValidMobile, MOBILE_MESSAGE);
  return errors;
}

/**
 * The messages of `now` for the fields that already show one (`shown`): a field put right loses its message as she
 * types, one still wrong says what is wrong now, and a field without a message gets none until the next submit.
 */
export function keepShownErrors(shown: AddressErrors, now: AddressErrors): AddressErrors {
  const kept: AddressErrors = {};
  for (const key of Object.keys(shown) as (keyof Address)[]) if (now[key]) kept[key] = now[key];
  return kept;
}

/** One message per field that breaks a rule; empty when the address can be sent. */
export const validateAddress = (a: Address): AddressErrors =>
  checkFields(a, Object.keys(ADDRESS_FIELDS) as (keyof Address)[]);

/**
 * What an address book entry keeps (docs/product/accounts.md#saved-addresses): the delivery address without the
 * contact e-mail (the account's own, or checkout's) and the country (India, the one delivered to).
 */
export const SAVED_ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'phone',
  'street',
  'landmark',
  'city',
  'state',
  'zipcode',
] as const satisfies readonly (keyof Address)[];
export type SavedAddressFields = Pick<Address, (typeof SAVED_ADDRESS_KEYS)[number]>;

/** The same rules as the checkout's, for the fields an address book entry keeps. */
export const validateSavedAddress = (a: SavedAddressFields): AddressErrors => checkFields(a, SAVED_ADDRESS_KEYS);

/** The checkout's address from a saved one and the contact e-mail. */
export const addressFromSaved = (saved: SavedAddressFields, email: string): Address => ({
  ...EMPTY_ADDRESS,
  ...Object.fromEntries(SAVED_ADDRESS_KEYS.map((k) => [k, saved[k]])),
  email,
});

/** The saved entry's fields of a checkout address. */
export const savedFromAddress = (a: Address): SavedAddressFields =>
  Object.fromEntries(SAVED_ADDRESS_KEYS.map((k) => [k, a[k]])) as SavedAddressFields;
