import { describe, expect, it } from 'vitest';
import { percentOff } from './Price.tsx';

describe('percentOff', () => {
  it('is the whole percent saved against the MRP, rounded down so a sale is never overstated', () => {
    expect(percentOff(1499, 1999)).toBe(25);
    expect(percentOff(750, 1000)).toBe(25);
    expect(percentOff(999, 1000)).toBe(0);
  });
  it('is 0 without an MRP above the price', () => {
    expect(percentOff(1000, undefined)).toBe(0);
    expect(percentOff(1000, null)).toBe(0);
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(1000, 900)).toBe(0);
  });
});
