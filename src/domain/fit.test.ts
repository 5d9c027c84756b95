import { describe, expect, it } from 'vitest';
import {
  chartCheck,
  exchangeSignal,
  fitLine,
  fitVerdict,
  MIN_FIT_SIGNALS,
  returnSignal,
  summariseFit,
  type FitCounts,
} from './fit.ts';

const c = (small: number, fits: number, large: number): FitCounts => ({ small, true: fits, large });

describe('the fit verdict', () => {
  it('says nothing below 5 signals, however one-sided', () => {
    expect(MIN_FIT_SIGNALS).toBe(5);
    expect(fitVerdict(c(0, 0, 0))).toBeNull();
    expect(fitVerdict(c(4, 0, 0))).toBeNull();
    expect(fitVerdict(c(0, 4, 0))).toBeNull();
    expect(fitVerdict(c(2, 1, 1))).toBeNull();
  });

  it('speaks from the fifth signal', () => {
    expect(fitVerdict(c(5, 0, 0))).toBe('small');
    expect(fitVerdict(c(0, 5, 0))).toBe('true');
    expect(fitVerdict(c(0, 0, 5))).toBe('large');
  });

  it('is true to size when at least half say so, and not when one short of half', () => {
    expect(fitVerdict(c(3, 3, 0))).toBe('true'); // exactly half
    expect(fitVerdict(c(2, 3, 0))).toBe('true'); // 3 of 5
    expect(fitVerdict(c(4, 3, 0))).toBe('small'); // 3 of 7: the majority ran small
    expect(fitVerdict(c(6, 18, 0))).toBe('true');
  });

  it('runs small or large when more than half say so', () => {
    expect(fitVerdict(c(3, 2, 0))).toBe('small'); // 3 of 5
    expect(fitVerdict(c(3, 1, 1))).toBe('small');
    expect(fitVerdict(c(1, 1, 3))).toBe('large');
    expect(fitVerdict(c(6, 0, 4))).toBe('small'); // a majority, though not two to one
    expect(fitVerdict(c(4, 0, 6))).toBe('large');
  });

  it('leans when those who found it off agree two to one, and says nothing when they disagree', () => {
    expect(fitVerdict(c(4, 4, 2))).toBe('small'); // exactly two to one
    expect(fitVerdict(c(2, 4, 4))).toBe('large');
    expect(fitVerdict(c(4, 3, 3))).toBeNull(); // 4 to 3: no lean
    expect(fitVerdict(c(3, 4, 3))).toBeNull();
    expect(fitVerdict(c(5, 4, 3))).toBeNull(); // 5 to 3 is under two to one
    expect(fitVerdict(c(6, 5, 3))).toBe('small'); // 6 to 3 is two to one
  });
});

describe('the shopper-facing line', () => {
  it('counts the shoppers when true to size', () => {
    expect(fitLine(summariseFit(c(4, 18, 2)))).toBe('True to size (18 of 24 shoppers)');
  });
  it('says which way to go otherwise', () => {
    expect(fitLine(summariseFit(c(5, 1, 0)))).toBe('Runs small — most shoppers chose one size up');
    expect(fitLine(summariseFit(c(0, 1, 5)))).toBe('Runs large — most shoppers chose one size down');
  });
  it('is absent without a verdict', () => {
    expect(fitLine(summariseFit(c(2, 1, 1)))).toBeNull();
    expect(fitLine(summariseFit(c(4, 3, 3)))).toBeNull();
  });
  it('summarises counts with their total', () => {
    expect(summariseFit(c(1, 2, 3))).toEqual({ verdict: 'large', signals: 6, counts: c(1, 2, 3) });
  });
});

describe('signals from exchanges and returns', () => {
  it('reads going up a size as runs small, down as runs large', () => {
    expect(exchangeSignal(2, 3)).toBe('small'); // M → L
    expect(exchangeSignal(2, 4)).toBe('small'); // M → XL
    expect(exchangeSignal(3, 2)).toBe('large'); // L → M
    expect(exchangeSignal(2, 2)).toBeNull();
  });
  it('reads only the size reasons of a return', () => {
    expect(returnSignal('too_small')).toBe('small');
    expect(returnSignal('too_large')).toBe('large');
    for (const code of ['not_as_pictured', 'quality', 'changed_mind', 'other', null, undefined])
      expect(returnSignal(code)).toBeNull();
  });
});

describe("the owner's size chart check", () => {
  it('needs 5 signals for the size', () => {
    expect(chartCheck(c(4, 0, 0))).toBeNull();
    expect(chartCheck(c(5, 0, 0))).toEqual({ direction: 'small', share: 100, off: 5, signals: 5 });
  });
  it('flags at 60% off the same way, not below', () => {
    expect(chartCheck(c(3, 2, 0))).toEqual({ direction: 'small', share: 60, off: 3, signals: 5 });
    expect(chartCheck(c(0, 2, 3))).toEqual({ direction: 'large', share: 60, off: 3, signals: 5 });
    expect(chartCheck(c(5, 4, 0))).toBeNull(); // 56%
    expect(chartCheck(c(3, 0, 2))).toEqual({ direction: 'small', share: 60, off: 3, signals: 5 });
    expect(chartCheck(c(2, 4, 2))).toBeNull();
  });
});
