// Sizes and the reference tables of docs/product/catalog-and-search.md#size-chart-and-length-guide (inches).
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export const SIZE_CHART: { measure: string; values: Record<Size, number> }[] = [
  { measure: 'Bust', values: { XS: 31, S: 33, M: 35, L: 37, XL: 39, XXL: 41 } },
  { measure: 'Waist', values: { XS: 25, S: 27, M: 29, L: 31, XL: 33, XXL: 35 } },
  { measure: 'Hip', values: { XS: 34, S: 36, M: 38, L: 40, XL: 42, XXL: 44 } },
];

export const LENGTH_TYPES = ['Mini', 'Short', 'Knee Length', 'Below Knee', 'Calf', 'Midi', 'Ankle', 'Long'] as const;

const S_M = [32, 33, 37, 40, 44, 49, 51, 53];
const L_XL = [34, 34, 38, 41, 46, 50, 52, 54];
export const LENGTH_GUIDE: Record<Size, number[]> = {
  XS: [31, 32, 36, 39, 42, 48, 50, 52],
  S: S_M,
  M: S_M,
  L: L_XL,
  XL: L_XL,
  XXL: [35, 35, 39, 43, 47, 51, 53, 55],
};

/** Sort key so sizes always show XS → XXL; unknown labels go last in their given order. */
export function sizeRank(size: string): number {
  const i = SIZES.indexOf(size as Size);
  return i === -1 ? SIZES.length : i;
}
