// The browser's address book form (lib/address.ts validateSavedAddress) and the API's schema agree, field by field,
// on what is wrong with an address: the form never lets through what the server refuses, nor the reverse.
import { describe, expect, it } from 'vitest';
import { SAVED_ADDRESS_KEYS, type SavedAddressFields, validateSavedAddress } from '#/lib/address.ts';
import { savedAddressSchema } from './saved-address-schema.ts';

const GOOD: SavedAddressFields = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  street: '12 MG Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
};

const VARIANTS: Partial<Record<keyof SavedAddressFields, string[]>> = {
  firstName: ['', '  ', 'x'.repeat(60), 'x'.repeat(61)],
  lastName: ['', 'x'.repeat(61)],
  phone: ['', '5876543210', '98765', '98765432100', '98765abcde', ' 9876543210 '],
  street: ['', 'x'.repeat(200), 'x'.repeat(201)],
  landmark: ['', 'x'.repeat(120), 'x'.repeat(121)],
  city: ['', 'x'.repeat(81)],
  state: ['', 'x'.repeat(80)],
  zipcode: ['', '056001', '56001', '5600011', '560001', ' 560001 ', 'abcdef'],
};

const serverFaults = (a: SavedAddressFields) => {
  const parsed = savedAddressSchema.safeParse(a);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].sort();
};

describe('saved address rules', () => {
  it('keep the fields an entry keeps', () => {
    expect(Object.keys(savedAddressSchema.shape).sort()).toEqual([...SAVED_ADDRESS_KEYS].sort());
  });

  for (const [key, values] of Object.entries(VARIANTS) as [keyof SavedAddressFields, string[]][])
    for (const value of values)
      it(`agree on ${key} = ${JSON.stringify(value.length > 12 ? `${value.length} chars` : value)}`, () => {
        const address = { ...GOOD, [key]: value };
        expect(Object.keys(validateSavedAddress(address)).sort()).toEqual(serverFaults(address));
      });
});
