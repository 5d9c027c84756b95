import { describe, expect, it } from 'vitest';
import { canonicalState, DEMO_GSTIN, gstinCheckChar, isValidGstin } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts registered GSTINs and computes their check character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8']) {
      expect(isValidGstin(gstin)).toBe(true);
      expect(gstinCheckChar(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it('refuses a wrong check character, a bad shape and an unknown state code', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // one character off
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // env.ts upper-cases before checking
    expect(isValidGstin('2AAAPFU0939F1ZV')).toBe(false);
    const unknownState = `99AAPFU0939F1Z${gstinCheckChar('99AAPFU0939F1Z')}`;
    expect(isValidGstin(unknownState)).toBe(false);
  });

  it('ships a well-formed demo GSTIN in Haryana', () => {
    expect(DEMO_GSTIN).toBe('06ABCDE1234F1Z4');
    expect(isValidGstin(DEMO_GSTIN)).toBe(true);
  });
});

describe('canonicalState', () => {
  it('knows states as shoppers type them, with their GST codes', () => {
    expect(canonicalState('haryana')).toEqual({ name: 'Haryana', code: '06' });
    expect(canonicalState(' Tamil  Nadu ')).toEqual({ name: 'Tamil Nadu', code: '33' });
    expect(canonicalState('Jammu & Kashmir')).toEqual({ name: 'Jammu and Kashmir', code: '01' });
    expect(canonicalState('Orissa')).toEqual({ name: 'Odisha', code: '21' });
    expect(canonicalState('New Delhi')).toEqual({ name: 'Delhi', code: '07' });
    expect(canonicalState('Atlantis')).toBeUndefined();
  });
});
