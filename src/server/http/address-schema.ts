// The delivery address as the API accepts it, built from the shared rules in lib/address.ts.
import { z } from 'zod';
import { ADDRESS_FIELDS, type Address, MOBILE_RE, PIN_RE } from '#/lib/address.ts';

const text = (key: keyof Address) => {
  const { max } = ADDRESS_FIELDS[key];
  return z.string().trim().max(max, `must be at most ${max} characters`);
};
const field = (key: keyof Address) => text(key).min(1, 'is required');
/**
 * Digits a spec client may send as a number (zipcode and phone are numeric in the spec:
 * docs/product/checkout-and-payments.md#delivery-address): taken as their text. A number loses leading zeros, but
 * neither a PIN code nor a mobile number can start with 0.
 */
const digits = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.int().nonnegative()], message)
    .transform(String)
    .pipe(z.string().trim().regex(pattern, message));

export const addressSchema = z.object({
  firstName: field('firstName'),
  lastName: field('lastName'),
  // zod's e-mail check is stricter than the form's EMAIL_RE: the form only catches typos early.
  email: field('email').toLowerCase().email('must be a valid e-mail address'),
  street: field('street'),
  landmark: text('landmark').optional().default(''),
  city: field('city'),
  state: field('state'),
  zipcode: digits(PIN_RE, 'must be a 6-digit PIN code'),
  country: field('country'),
  phone: digits(MOBILE_RE, 'must be a 10-digit mobile number'),
});

/** A PIN code as the delivery check takes it (docs/product/delivery.md#messages). */
export const pincodeSchema = digits(PIN_RE, 'Please enter a valid PIN code');

/**
 * A phone number a form may leave out (the contact and custom forms): blank or absent is none, anything else follows
 * checkout's rule (an Indian mobile number).
 */
export const optionalMobile = z
  .preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    addressSchema.shape.phone.optional(),
  )
  .describe('An Indian mobile number (10 digits from 6-9), optional');
