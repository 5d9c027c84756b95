// A field's message after an empty submit goes as soon as the field is right, and only shown messages are kept.
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, recheckErrors, validateAddress } from './address.ts';

describe('recheckErrors', () => {
  const shown = validateAddress(EMPTY_ADDRESS);

  it('drops the message of a field that became valid and keeps the others', () => {
    const now = recheckErrors(shown, { ...EMPTY_ADDRESS, city: 'Pune' });
    expect(now.city).toBeUndefined();
    expect(now.state).toBe('State is required');
  });

  it('says what is wrong now with a field still in error', () => {
    expect(recheckErrors(shown, { ...EMPTY_ADDRESS, phone: '98765' }).phone).toBe('Enter a 10-digit mobile number');
  });

  it('adds no message to a field that showed none', () => {
    expect(recheckErrors({ city: 'City is required' }, { ...EMPTY_ADDRESS, city: 'Pune' })).toEqual({});
    expect(recheckErrors({}, EMPTY_ADDRESS)).toEqual({});
  });
});
