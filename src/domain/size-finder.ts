// "Find my size" (docs/product/size-finder.md): the shopper's bust, waist and hip against the size chart give a
// size and the reason in words; a product's fit verdict may move it one size. Pure, for the browser (the Size
// Chart dialog, "Your size" on every product page) and the server (validating saved measurements). The chart is
// passed in (src/lib/sizes.ts holds the spec's): domain/ imports nothing of ours.
//
// The rules:
// - A measurement fits the smallest size whose chart figure is at least it: up to and including 35 in of bust is
//   M, 35.1 is L. Below the smallest figure it fits the smallest size.
// - The size is the largest any measurement fits, so the piece fits everywhere ("choose L for a relaxed fit").
// - Above the largest figure the chart ends: the largest size is suggested, with the custom-size request.
// - Centimetres become inches at 2.54 to the inch, rounded to 0.01 in, so a figure given in cm (88.9 cm = 35 in)
//   lands on the chart's figure, not a float's width above it.
// - Any one measurement is enough; a blank one is left out. One outside the plausible range (MEASURE_RANGE) is
//   refused, naming it, since it is a typo or the wrong unit.
import type { FitPick } from './fit.ts';

export const MEASURES = ['bust', 'waist', 'hip'] as const;
export type Measure = (typeof MEASURES)[number];
export const UNITS = ['in', 'cm'] as const;
export type Unit = (typeof UNITS)[number];

/** The shopper's measurements as she gave them: any of the three, in one unit. */
export type BodyMeasurements = Partial<Record<Measure, number>> & { unit: Unit };

/** The chart as src/lib/sizes.ts has it: per measure (Bust, Waist, Hip) the figure of each size, in inches. */
export type SizeChart = readonly { measure: string; values: Readonly<Record<string, number>> }[];

/** What a body measurement may be, per unit: outside it is a typo or the other unit. */
export const MEASURE_RANGE: Record<Unit, { min: number; max: number }> = {
  in: { min: 20, max: 60 },
  cm: { min: 50, max: 152 },
};
const CM_PER_INCH = 2.54;

export type SizeAdvice = {
  /** The suggested size; the largest size when the chart ends below her (`beyond`). */
  size: string;
  /** Which size each given measurement fits; `null` above the chart. */
  fits: Partial<Record<Measure, string | null>>;
  /** A measurement is above the chart's largest size: the largest may be tight; a custom size fits. */
  beyond: boolean;
  /** The reason, one sentence or two. */
  reason: string;
};
export type SizeAnswer = { ok: true; advice: SizeAdvice } | { ok: false; message: string; field?: Measure };

/** Why a measurement is refused, or undefined when it may be used (a blank one is left out before this). */
export function measureProblem(measure: Measure, value: number, unit: Unit): string | undefined {
  const { min, max } = MEASURE_RANGE[unit];
  if (Number.isFinite(value) && value >= min && value <= max) return undefined;
  const hint = unit === 'in' && value > max && value <= MEASURE_RANGE.cm.max ? ' (in centimetres? Choose cm)' : '';
  return `Enter your ${measure} in ${unit === 'in' ? 'inches' : 'cm'}, from ${min} to ${max}${hint}.`;
}

/** The measurements' problem, if any: none given, or the first one out of range. */
export function measurementsProblem(body: BodyMeasurements): { message: string; field?: Measure } | undefined {
  const given = MEASURES.filter((m) => body[m] !== undefined);
  if (given.length === 0) return { message: 'Enter your bust, waist or hip.' };
  for (const m of given) {
    const message = measureProblem(m, body[m]!, body.unit);
    if (message) return { message, field: m };
  }
  return undefined;
}

export const toInches = (value: number, unit: Unit) =>
  unit === 'in' ? value : Math.round((value / CM_PER_INCH) * 100) / 100;

/** The size a measurement (inches) fits on one row of the chart, or null above its largest figure. */
export function sizeFor(inches: number, figures: Readonly<Record<string, number>>, sizes: readonly string[]) {
  return sizes.find((s) => inches <= figures[s]!) ?? null;
}

/** "bust", "bust and waist", "bust, waist and hip". */
const listed = (measures: Measure[]) =>
  measures.length < 2 ? measures.join('') : `${measures.slice(0, -1).join(', ')} and ${measures.at(-1)}`;
const fitsVerb = (measures: Measure[]) => (measures.length === 1 ? 'fits' : 'fit');

/** The chart's size for her measurements, with the reason; or why the measurements cannot be used. */
export function findSize(body: BodyMeasurements, chart: SizeChart, sizes: readonly string[]): SizeAnswer {
  const problem = measurementsProblem(body);
  if (problem) return { ok: false, ...problem };
  const given = MEASURES.filter((m) => body[m] !== undefined);
  const fits: SizeAdvice['fits'] = {};
  for (const m of given) {
    const row = chart.find((r) => r.measure.toLowerCase() === m);
    if (row) fits[m] = sizeFor(toInches(body[m]!, body.unit), row.values, sizes);
  }
  const largest = sizes.at(-1)!;
  const above = given.filter((m) => fits[m] === null);
  if (above.length > 0) {
    const reason =
      `Your ${listed(above)} ${above.length === 1 ? 'is' : 'are'} above our size chart, which ends at ${largest}. ` +
      `${largest} may be tight: for a sure fit, ask for a custom size.`;
    return { ok: true, advice: { size: largest, fits, beyond: true, reason } };
  }
  const rank = (m: Measure) => sizes.indexOf(fits[m]!);
  const size = sizes[Math.max(...given.map(rank))]!;
  // Groups by size, largest first: "Your hip fits L; bust and waist fit M: choose L for a relaxed fit."
  const bySize = [...new Set(given.map((m) => fits[m]!))].sort((a, b) => sizes.indexOf(b) - sizes.indexOf(a));
  const groups = bySize.map((s) => {
    const ms = given.filter((m) => fits[m] === s);
    return `${listed(ms)} ${fitsVerb(ms)} ${s}`;
  });
  const missing = MEASURES.filter((m) => body[m] === undefined);
  const reason =
    (groups.length > 1
      ? `Your ${groups.join('; ')}: choose ${size} for a relaxed fit.`
      : `Your ${given.length === 3 ? `${listed(given)} all fit ${size}` : groups[0]}.`) +
    (missing.length > 0 ? ` Add your ${listed(missing)} for a surer answer.` : '');
  return { ok: true, advice: { size, fits, beyond: false, reason } };
}

/**
 * The shopper's size moved for a product's fit verdict: runs small, one up; runs large, one down; never past the
 * smallest or largest size. `note` says so ("Runs small: we suggest L for you"), or is absent when nothing moved.
 */
export function adjustForFit(
  size: string,
  verdict: FitPick | null | undefined,
  sizes: readonly string[],
): { size: string; note?: string } {
  const at = sizes.indexOf(size);
  if (at === -1 || (verdict !== 'small' && verdict !== 'large')) return { size };
  const step = verdict === 'small' ? 1 : -1;
  const runs = verdict === 'small' ? 'Runs small' : 'Runs large';
  const next = sizes[at + step];
  if (next === undefined) {
    const edge = verdict === 'small' ? 'largest size, so it may feel snug' : 'smallest size, so it may feel loose';
    return { size, note: `${runs}: ${size} is our ${edge}` };
  }
  return { size: next, note: `${runs}: we suggest ${next} for you` };
}
