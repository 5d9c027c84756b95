// The size finder against the size chart (docs/product/catalog-and-search.md#size-chart-and-length-guide,
// src/lib/sizes.ts): every figure, half an inch either side, centimetres, mixed sizes, above and below the chart, and
// what it refuses.
import { describe, expect, it } from 'vitest';
import { SIZE_CHART, SIZES } from '#/lib/sizes.ts';
import { adjustForFit, type BodyMeasurements, findSize, measureProblem, toInches } from './size-finder.ts';

const find = (body: BodyMeasurements) => findSize(body, SIZE_CHART, SIZES);
const sizeOf = (body: BodyMeasurements) => {
  const answer = find(body);
  if (!answer.ok) throw new Error(answer.message);
  return answer.advice;
};

// The spec's table, written out here so a changed chart fails this test rather than moving with it.
const SPEC = {
  bust: [31, 33, 35, 37, 39, 41],
  waist: [25, 27, 29, 31, 33, 35],
  hip: [34, 36, 38, 40, 42, 44],
} as const;

describe('findSize on each row of the chart', () => {
  for (const [measure, figures] of Object.entries(SPEC) as [keyof typeof SPEC, readonly number[]][]) {
    it(`${measure}: a figure fits its size, half an inch less too, half an inch more the next size`, () => {
      figures.forEach((figure, i) => {
        const size = SIZES[i]!;
        expect(sizeOf({ unit: 'in', [measure]: figure }).fits[measure]).toBe(size);
        expect(sizeOf({ unit: 'in', [measure]: figure - 0.5 }).fits[measure]).toBe(size);
        const above = sizeOf({ unit: 'in', [measure]: figure + 0.5 });
        if (i < SIZES.length - 1) expect(above).toMatchObject({ size: SIZES[i + 1], beyond: false });
        else expect(above).toMatchObject({ size: 'XXL', beyond: true });
      });
    });

    it(`${measure}: below the smallest figure is the smallest size`, () => {
      expect(sizeOf({ unit: 'in', [measure]: figures[0]! - 5 })).toMatchObject({ size: 'XS', beyond: false });
    });
  }
});

describe('findSize in centimetres', () => {
  it('converts at 2.54 to the inch, so a chart figure in cm lands on it', () => {
    expect(toInches(88.9, 'cm')).toBe(35);
    expect(toInches(35, 'in')).toBe(35);
    expect(sizeOf({ unit: 'cm', bust: 88.9 }).size).toBe('M'); // 35 in
    expect(sizeOf({ unit: 'cm', bust: 89 }).size).toBe('L'); // 35.04 in
    expect(sizeOf({ unit: 'cm', bust: 87.6 }).size).toBe('M'); // 34.49 in
    expect(sizeOf({ unit: 'cm', waist: 63.5, hip: 86.36 }).size).toBe('XS'); // 25 in, 34 in
    expect(sizeOf({ unit: 'cm', hip: 111.76 })).toMatchObject({ size: 'XXL', beyond: false }); // 44 in
    expect(sizeOf({ unit: 'cm', hip: 113 })).toMatchObject({ size: 'XXL', beyond: true });
  });
});

describe('findSize with several measurements', () => {
  it('names one size when all three agree', () => {
    expect(sizeOf({ unit: 'in', bust: 35, waist: 29, hip: 38 })).toEqual({
      size: 'M',
      fits: { bust: 'M', waist: 'M', hip: 'M' },
      beyond: false,
      reason: 'Your bust, waist and hip all fit M.',
    });
  });

  it('chooses the largest and says why (the issue’s example)', () => {
    expect(sizeOf({ unit: 'in', bust: 34, waist: 28.5, hip: 39.5 })).toMatchObject({
      size: 'L',
      reason: 'Your hip fits L; bust and waist fit M: choose L for a relaxed fit.',
    });
    expect(sizeOf({ unit: 'in', bust: 32, waist: 28, hip: 41 }).reason).toBe(
      'Your hip fits XL; waist fits M; bust fits S: choose XL for a relaxed fit.',
    );
  });

  it('works from any one or two, and asks for the rest', () => {
    expect(sizeOf({ unit: 'in', waist: 30 }).reason).toBe(
      'Your waist fits L. Add your bust and hip for a surer answer.',
    );
    expect(sizeOf({ unit: 'in', bust: 33, hip: 36 }).reason).toBe(
      'Your bust and hip fit S. Add your waist for a surer answer.',
    );
  });

  it('above the chart: suggests the largest size and a custom one, naming what is above', () => {
    expect(sizeOf({ unit: 'in', bust: 40, waist: 36, hip: 46 })).toEqual({
      size: 'XXL',
      fits: { bust: 'XXL', waist: null, hip: null },
      beyond: true,
      reason:
        'Your waist and hip are above our size chart, which ends at XXL. ' +
        'XXL may be tight: for a sure fit, ask for a custom size.',
    });
    expect(sizeOf({ unit: 'in', bust: 41.5 }).reason).toMatch(/^Your bust is above our size chart/);
  });
});

describe('findSize refuses what it cannot use', () => {
  it('nothing given', () => {
    expect(find({ unit: 'in' })).toEqual({ ok: false, message: 'Enter your bust, waist or hip.' });
  });

  it('a measurement outside the plausible range, naming it; inches that look like cm get a hint', () => {
    expect(find({ unit: 'in', bust: 35, waist: 19.9 })).toEqual({
      ok: false,
      field: 'waist',
      message: 'Enter your waist in inches, from 20 to 60.',
    });
    expect(find({ unit: 'in', hip: 96 })).toMatchObject({
      field: 'hip',
      message: expect.stringContaining('Choose cm'),
    });
    expect(find({ unit: 'cm', hip: 40 })).toMatchObject({
      field: 'hip',
      message: 'Enter your hip in cm, from 50 to 152.',
    });
    expect(find({ unit: 'cm', hip: 153 })).toMatchObject({ ok: false, field: 'hip' });
  });

  it('not a number, infinite, zero or negative', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0, -35])
      expect(measureProblem('bust', bad, 'in')).toBe('Enter your bust in inches, from 20 to 60.');
    expect(measureProblem('bust', 20, 'in')).toBeUndefined();
    expect(measureProblem('bust', 60, 'in')).toBeUndefined();
  });
});

describe('adjustForFit', () => {
  it('runs small: one size up; runs large: one down; true to size or no verdict: unchanged', () => {
    expect(adjustForFit('M', 'small', SIZES)).toEqual({ size: 'L', note: 'Runs small: we suggest L for you' });
    expect(adjustForFit('M', 'large', SIZES)).toEqual({ size: 'S', note: 'Runs large: we suggest S for you' });
    expect(adjustForFit('M', 'true', SIZES)).toEqual({ size: 'M' });
    expect(adjustForFit('M', null, SIZES)).toEqual({ size: 'M' });
    expect(adjustForFit('M', undefined, SIZES)).toEqual({ size: 'M' });
  });

  it('never past XS or XXL, and says so', () => {
    expect(adjustForFit('XXL', 'small', SIZES)).toEqual({
      size: 'XXL',
      note: 'Runs small: XXL is our largest size, so it may feel snug',
    });
    expect(adjustForFit('XS', 'large', SIZES)).toEqual({
      size: 'XS',
      note: 'Runs large: XS is our smallest size, so it may feel loose',
    });
    expect(adjustForFit('XS', 'small', SIZES).size).toBe('S');
    expect(adjustForFit('XXL', 'large', SIZES).size).toBe('XL');
  });

  it('leaves a size the chart does not know alone', () => {
    expect(adjustForFit('Free', 'small', SIZES)).toEqual({ size: 'Free' });
  });
});
