import { describe, expect, it } from 'vitest';
import { spreadDiscount } from './discount-share.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('spreadDiscount', () => {
  it('splits by value in whole paise, summing exactly to the discount', () => {
    expect(spreadDiscount(250_00, [1000_00, 1500_00, 500_00])).toEqual([8333, 12500, 4167]);
    expect(spreadDiscount(100, [100, 100, 100])).toEqual([34, 33, 33]);
    for (const [d, values] of [
      [1, [3, 3, 3]],
      [999_99, [1234_56, 7_89, 100_00, 3333_33]],
      [7, [1, 2, 4]],
    ] as const) {
      const shares = spreadDiscount(d, values);
      expect(sum(shares)).toBe(d);
      for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(values[i]!);
    }
  });

  it('never spreads more than the lines are worth, nor a negative discount', () => {
    expect(spreadDiscount(500, [100, 200])).toEqual([100, 200]);
    expect(spreadDiscount(-5, [100])).toEqual([0]);
    expect(spreadDiscount(0, [100, 200])).toEqual([0, 0]);
  });
});
