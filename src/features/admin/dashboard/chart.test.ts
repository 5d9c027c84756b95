import { describe, expect, it } from 'vitest';
import { layoutBars, niceCeiling } from './chart.ts';

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(12)).toBe(20);
    expect(niceCeiling(2100)).toBe(2500);
    expect(niceCeiling(41_000)).toBe(50_000);
    expect(niceCeiling(100)).toBe(100);
  });
  it('gives 1 for an empty month, so the scale never divides by zero', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('layoutBars', () => {
  it('fills the width, bottom-aligned, tallest bar reaching the top of the scale', () => {
    const bars = layoutBars(
      [
        { label: 'a', value: 5 },
        { label: 'b', value: 10 },
      ],
      { width: 100, height: 50, gap: 10, top: 10 },
    );
    expect(bars.map((b) => [b.x, b.width, b.y, b.height])).toEqual([
      [0, 45, 25, 25],
      [55, 45, 0, 50],
    ]);
  });
  it('draws a day without orders as a sliver, not a gap', () => {
    const [bar] = layoutBars([{ label: 'a', value: 0 }], { width: 10, height: 50, gap: 2, top: 10 });
    expect(bar?.height).toBe(1);
    expect(bar?.y).toBe(49);
  });
});
