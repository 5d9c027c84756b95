// The checkout form's address state; the rules themselves live in lib/address.ts (shared with the server).
import { ADDRESS_FIELDS, keepShownErrors, validateAddress, type Address, type AddressErrors } from '#/lib/address.ts';

export { EMPTY_ADDRESS, validateAddress, type Address, type AddressErrors } from '#/lib/address.ts';

export const ADDRESS_LABELS = Object.fromEntries(
  Object.entries(ADDRESS_FIELDS).map(([key, field]) => [key, field.label]),
) as Record<keyof Address, string>;

/** The messages still true of `address` for the fields that show one (lib/address.ts keepShownErrors). */
export const recheckErrors = (shown: AddressErrors, address: Address): AddressErrors =>
  Object.keys(shown).length === 0 ? shown : keepShownErrors(shown, validateAddress(address));

/** The fields in the order the checkout form shows them: the contact first, then the address. */
export const FORM_ORDER: readonly (keyof Address)[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'street',
  'landmark',
  'city',
  'state',
  'zipcode',
  'country',
];
