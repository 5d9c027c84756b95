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
export const isValidEmail = (email: string): boolean => EMAIL_RE.test(email.trim());

export type AddressErrors = Partial<Record<keyof Address, string>>;

/** One message per field that breaks a rule; empty when the address can be sent. */
export function validateAddress(a: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const [key, field] of Object.entries(ADDRESS_FIELDS) as [keyof Address, AddressField][]) {
    const value = a[key].trim();
    if (field.required && !value) errors[key] = `${field.label} is required`;
    else if (value.length > field.max) errors[key] = `${field.label} must be at most ${field.max} characters`;
  }
  if (!errors.email && a.email.trim() && !isValidEmail(a.email)) errors.email = EMAIL_MESSAGE;
  if (!errors.zipcode && a.zipcode.trim() && !isValidPin(a.zipcode)) errors.zipcode = PIN_MESSAGE;
  if (!errors.phone && a.phone.trim() && !isValidMobile(a.phone)) errors.phone = MOBILE_MESSAGE;
  return errors;
}
