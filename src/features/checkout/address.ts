// The checkout form's address state; the rules themselves live in lib/address.ts (shared with the server).
import { ADDRESS_FIELDS, validateAddress, type Address, type AddressErrors } from '#/lib/address.ts';

export { EMPTY_ADDRESS, validateAddress, type Address, type AddressErrors } from '#/lib/address.ts';

export const ADDRESS_LABELS = Object.fromEntries(
  Object.entries(ADDRESS_FIELDS).map(([key, field]) => [key, field.label]),
) as Record<keyof Address, string>;

/**
 * The messages still true of `address`, for fields that already show one: a field she has put right loses its
 * message as she types (not only at the next submit), and one still wrong says what is wrong now. Fields without
 * a message get none until the next submit, so nobody is scolded while typing for the first time.
 */
export function recheckErrors(shown: AddressErrors, address: Address): AddressErrors {
  const keys = Object.keys(shown) as (keyof Address)[];
  if (keys.length === 0) return shown;
  const now = validateAddress(address);
  const kept: AddressErrors = {};
  for (const key of keys) if (now[key]) kept[key] = now[key];
  return kept;
}
