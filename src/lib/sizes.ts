// Sizes and the reference tables of docs/product/catalog-and-search.md#size-chart-and-length-guide (inches).
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export const SIZE_CHART: { measure: string; values: Record<Size, number> }[] = [
  { measure: 'Bust', values: { XS: 31, S: 33, M: 35, L: 37, XL: 39, XXL: 41 } },
  { measure: 'Waist', values: { XS: 25, S: 27, M: 29, L: 31, XL: 33, XXL: 35 } },
  { measure: 'Hip', values: { XS: 34, S: 36, M: 38, L: 40, XL: 42, XXL: 44 } },
];

/**
 * The spec's eight length types, and Maxi: floor length, which the spec's guide lacks. Its figures are derived, not
 * given: two inches below Long for every size (docs/product/catalog-and-search.md#size-chart-and-length-guide).
 */
export const LENGTH_TYPES = [
  'Mini',
  'Short',
  'Knee Length',
  'Below Knee',
  'Calf',
  'Midi',
  'Ankle',
  'Long',
  'Maxi',
] as const;
export type LengthType = (typeof LENGTH_TYPES)[number];
const MAXI_BELOW_LONG = 2;

const withMaxi = (lengths: number[]) => [...lengths, lengths.at(-1)! + MAXI_BELOW_LONG];
const S_M = withMaxi([32, 33, 37, 40, 44, 49, 51, 53]);
const L_XL = withMaxi([34, 34, 38, 41, 46, 50, 52, 54]);
export const LENGTH_GUIDE: Record<Size, number[]> = {
  XS: withMaxi([31, 32, 36, 39, 42, 48, 50, 52]),
  S: S_M,
  M: S_M,
  L: L_XL,
  XL: L_XL,
  XXL: withMaxi([35, 35, 39, 43, 47, 51, 53, 55]),
};

/** The length type a product is cut to, from its style (subCategory "maxi", "midi", "mini") or, failing that, a word
 * of its name ("Kantha Stripe Maxi Skirt"); undefined for a top or a piece that names none. */
export function productLength(p: { subCategory?: string; name: string }): LengthType | undefined {
  const find = (text: string) =>
    LENGTH_TYPES.find((t) => new RegExp(`(^|[^a-z])${t.toLowerCase()}([^a-z]|$)`).test(text.toLowerCase()));
  return find(p.subCategory ?? '') ?? find(p.name);
}

/** The Length Guide as a phone reads it: a row per length with the sizes across, the product's own length first. */
export function lengthGuideRows(own?: LengthType): { label: LengthType; cells: number[]; own: boolean }[] {
  const rows = LENGTH_TYPES.map((label, i) => ({
    label,
    cells: SIZES.map((s) => LENGTH_GUIDE[s][i]!),
    own: label === own,
  }));
  return [...rows.filter((r) => r.own), ...rows.filter((r) => !r.own)];
}

/** Sort key so sizes always show XS → XXL; unknown labels go last in their given order. */
export function sizeRank(size: string): number {
  const i = SIZES.indexOf(size as Size);
  return i === -1 ? SIZES.length : i;
}
