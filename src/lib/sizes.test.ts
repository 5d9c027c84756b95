import { describe, expect, it } from 'vitest';
import { LENGTH_GUIDE, LENGTH_TYPES, SIZE_CHART, SIZES, sizeRank } from './sizes.ts';

describe('size data', () => {
  it('has the spec size chart', () => {
    const bust = SIZE_CHART.find((r) => r.measure === 'Bust')!;
    expect(SIZES.map((s) => bust.values[s])).toEqual([31, 33, 35, 37, 39, 41]);
    expect(SIZE_CHART.find((r) => r.measure === 'Hip')!.values.XXL).toBe(44);
  });
  it('has one length per length type for every size, M like S and XL like L', () => {
    for (const s of SIZES) expect(LENGTH_GUIDE[s]).toHaveLength(LENGTH_TYPES.length);
    expect(LENGTH_GUIDE.M).toEqual(LENGTH_GUIDE.S);
    expect(LENGTH_GUIDE.XL).toEqual(LENGTH_GUIDE.L);
    expect(LENGTH_GUIDE.XXL).toEqual([35, 35, 39, 43, 47, 51, 53, 55]);
  });
  it('orders sizes XS to XXL with unknown labels last', () => {
    expect(['XL', 'XS', 'Free', 'M'].sort((a, b) => sizeRank(a) - sizeRank(b))).toEqual(['XS', 'M', 'XL', 'Free']);
  });
});
