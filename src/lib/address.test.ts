import { describe, expect, it } from 'vitest';
import { ADDRESS } from '#/server/test/sample-address.ts';
import { addressLine, EMPTY_ADDRESS, validateAddress } from './address.ts';

const good = { ...EMPTY_ADDRESS, ...ADDRESS };

describe('checkout address', () => {
  it('accepts a complete address; landmark is optional', () => {
    expect(validateAddress(good)).toEqual({});
  });
  it('requires every field but the landmark', () => {
    const errors = validateAddress(EMPTY_ADDRESS);
    expect(Object.keys(errors).sort()).toEqual([
      'city',
      'email',
      'firstName',
      'lastName',
      'phone',
      'state',
      'street',
      'zipcode',
    ]);
    expect(errors.firstName).toBe('First name is required');
  });
  it('checks the PIN, the phone and the e-mail', () => {
    expect(validateAddress({ ...good, zipcode: '56001' }).zipcode).toBeDefined();
    expect(validateAddress({ ...good, zipcode: '056001' }).zipcode).toBeDefined();
    expect(validateAddress({ ...good, phone: '98765' }).phone).toBeDefined();
    expect(validateAddress({ ...good, phone: '98765abcde' }).phone).toBeDefined();
    expect(validateAddress({ ...good, email: 'asha@' }).email).toBeDefined();
  });
  it('limits every field to what the server stores', () => {
    expect(validateAddress({ ...good, street: 'x'.repeat(201) }).street).toBe('Street must be at most 200 characters');
    expect(validateAddress({ ...good, street: 'x'.repeat(200) }).street).toBeUndefined();
  });
});

describe('an address on one line', () => {
  it('reads street, landmark when there is one, city, state and PIN', () => {
    expect(addressLine(good)).toBe('12 MG Road, Bengaluru, Karnataka 560001');
    expect(addressLine({ ...good, landmark: 'Near the temple' })).toBe(
      '12 MG Road, Near the temple, Bengaluru, Karnataka 560001',
    );
  });
});
