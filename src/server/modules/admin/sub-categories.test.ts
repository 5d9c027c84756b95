import { describe, expect, it } from 'vitest';
import { mergeSpellings } from './sub-categories.ts';

describe('mergeSpellings', () => {
  it('counts names that differ only in case as one style, spelt as most of its products spell it', () => {
    expect(
      mergeSpellings([
        { category: 'co-ords', name: 'kurta set', count: 1 },
        { category: 'co-ords', name: 'Kurta set', count: 3 },
        { category: 'co-ords', name: 'Festive', count: 2 },
        { category: 'dress', name: 'midi', count: 6 },
        { category: 'skirts', name: 'midi', count: 4 },
        { category: 'dress', name: 'maxi', count: 7 },
      ]),
    ).toEqual([
      { category: 'dress', name: 'maxi', count: 7 },
      { category: 'dress', name: 'midi', count: 6 },
      { category: 'co-ords', name: 'Kurta set', count: 4 },
      { category: 'co-ords', name: 'Festive', count: 2 },
      { category: 'skirts', name: 'midi', count: 4 },
    ]);
  });
});
