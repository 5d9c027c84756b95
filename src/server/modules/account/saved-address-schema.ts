// A saved address as the API takes it: checkout's address schema (http/address-schema.ts, from lib/address.ts)
// narrowed to the fields an address book entry keeps, so one rule set serves the form, checkout and the book.
import { addressSchema } from '#/server/http/address-schema.ts';
import { SAVED_ADDRESS_KEYS } from '#/lib/address.ts';

export const savedAddressSchema = addressSchema.pick(
  Object.fromEntries(SAVED_ADDRESS_KEYS.map((k) => [k, true])) as {
    [K in (typeof SAVED_ADDRESS_KEYS)[number]]: true;
  },
);
