import { describe, expect, it } from 'vitest';
import { formatINR, formatINRTotal, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatINR(1499)).toBe('₹1,499');
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(99.5)).toBe('₹99.50');
  });
  it('always shows paise on totals', () => {
    expect(formatINRTotal(2599)).toBe('₹2,599.00');
    expect(formatINRTotal(0)).toBe('₹0.00');
  });
  it('converts between rupees and integer paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });
});
