import { describe, expect, it } from 'vitest';
import { LENGTH_GUIDE, LENGTH_TYPES, lengthGuideRows, productLength, SIZE_CHART, SIZES, sizeRank } from './sizes.ts';

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
    expect(LENGTH_GUIDE.XXL).toEqual([35, 35, 39, 43, 47, 51, 53, 55, 57]);
  });
  it('adds Maxi, two inches below Long for every size', () => {
    expect(LENGTH_TYPES.at(-1)).toBe('Maxi');
    for (const s of SIZES) expect(LENGTH_GUIDE[s].at(-1)).toBe(LENGTH_GUIDE[s].at(-2)! + 2);
  });
  it("knows a product's own length from its style or its name, and puts that row first", () => {
    expect(productLength({ subCategory: 'maxi', name: 'Gulmohar Tiered Dress' })).toBe('Maxi');
    expect(productLength({ subCategory: 'festive', name: 'Kantha Stripe Midi Skirt' })).toBe('Midi');
    expect(productLength({ subCategory: 'crop', name: 'Minimal Crop Top' })).toBeUndefined();
    const rows = lengthGuideRows('Midi');
    expect(rows.map((r) => r.label)).toEqual([
      'Midi',
      'Mini',
      'Short',
      'Knee Length',
      'Below Knee',
      'Calf',
      'Ankle',
      'Long',
      'Maxi',
    ]);
    expect(rows[0]).toEqual({ label: 'Midi', cells: [48, 49, 49, 50, 50, 51], own: true });
    expect(lengthGuideRows().map((r) => r.label)).toEqual([...LENGTH_TYPES]);
  });
  it('orders sizes XS to XXL with unknown labels last', () => {
    expect(['XL', 'XS', 'Free', 'M'].sort((a, b) => sizeRank(a) - sizeRank(b))).toEqual(['XS', 'M', 'XL', 'Free']);
  });
});
