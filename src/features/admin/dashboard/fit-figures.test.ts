import { describe, expect, it } from 'vitest';
import { monthLabel, perHundredText, sizeCheckText } from './fit-figures.ts';

describe('the dashboard fit figures in words', () => {
  it('names months and rates', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(perHundredText(4.25)).toBe('4.3');
    expect(perHundredText(0)).toBe('0');
    expect(perHundredText(null)).toBe('–');
  });

  it('says why a size is flagged, from where the signals came', () => {
    const check = { name: 'Mulmul Kurta', size: 'M', share: 63, off: 5, signals: 8 };
    expect(sizeCheckText({ ...check, direction: 'small', sources: { exchange: 5, return: 0, review: 0 } })).toBe(
      '63% of shoppers who bought M found it small (5 of 8: 5 exchanges up a size) — check the size chart',
    );
    expect(sizeCheckText({ ...check, direction: 'large', sources: { exchange: 1, return: 2, review: 2 } })).toBe(
      '63% of shoppers who bought M found it large (5 of 8: 1 exchange down a size, 2 returns as too large, ' +
        '2 reviews saying it runs large) — check the size chart',
    );
  });
});
