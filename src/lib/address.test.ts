import { describe, expect, it } from 'vitest';
import { type Address, validateAddress } from './address.ts';

const EMPTY_ADDRESS: Address = {
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

const good = {
  ...EMPTY_ADDRESS,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  phone: '9876543210',
};

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
