import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  editDistance,
  queryWords,
  rankedMatches,
  searchScores,
  tokenize,
  type SearchDoc,
} from './search.ts';
import { searchUrl } from './search-url.ts';

describe('searchUrl', () => {
  it('ignores blank text', () => {
    expect(searchUrl('')).toBeUndefined();
    expect(searchUrl('   \t')).toBeUndefined();
  });
  it('trims and URL-encodes the text', () => {
    expect(searchUrl('  block print & co ')).toBe('/products?q=block%20print%20%26%20co');
  });
});

describe('words', () => {
  it('lowercases, drops accents and joins hyphenated words, giving documents their parts too', () => {
    expect(tokenize('Co-Ord Sets, Café')).toEqual(['coord', 'sets', 'cafe']);
    expect(tokenize('co-ords', true)).toEqual(['coords', 'co', 'ords']);
  });
  it('ignore stopwords in a query unless nothing else is left', () => {
    expect(queryWords('dress for the office')).toEqual(['dress', 'office']);
    expect(queryWords('the')).toEqual(['the']);
  });
  it('count typos, a swap of neighbours as one', () => {
    expect(editDistance('drss', 'dress', 2)).toBe(1);
    expect(editDistance('dreses', 'dress', 2)).toBe(1);
    expect(editDistance('kanhta', 'kantha', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
});

describe('search', () => {
  const docs: SearchDoc[] = [
    ['Gulmohar Tiered Maxi Dress', 'dress Dress Dresses maxi Orange Cotton Wedding', 'Featherlight mulmul.'],
    ['Kantha Stripe Maxi Skirt', 'skirts Skirts maxi', 'Deep teal cotton with kantha running stitch.'],
    ['Sukoon Lounge Set', 'co-ords Co-ords Co-Ord Sets lounge', 'Modal jersey for slow mornings.'],
    ['Mint Kurti', 'top Top Tops kurti Green', 'A short kurti, easy over jeans.'],
    ['Champa Mini Dress', 'dress Dress Dresses mini', 'Made for holidays.'],
  ];
  const index = buildIndex(docs);
  const names = (q: string) => {
    const scores = searchScores(index, q);
    return scores ? rankedMatches(scores).map((d) => docs[d]![0]) : undefined;
  };

  it('forgives typos ("drss", "kanhta", "gulmhar")', () => {
    expect(names('drss')).toEqual(['Gulmohar Tiered Maxi Dress', 'Champa Mini Dress']);
    expect(names('kanhta')).toEqual(['Kantha Stripe Maxi Skirt']);
    expect(names('gulmhar')).toEqual(['Gulmohar Tiered Maxi Dress']);
  });
  it('takes the words in any order, each one required', () => {
    expect(names('maxi kantha')).toEqual(['Kantha Stripe Maxi Skirt']);
    expect(names('kantha maxi')).toEqual(['Kantha Stripe Maxi Skirt']);
    expect(names('maxi lounge')).toEqual([]);
  });
  it('matches description and category words, names first', () => {
    expect(names('mulmul')).toEqual(['Gulmohar Tiered Maxi Dress']);
    expect(names('jeans')).toEqual(['Mint Kurti']);
    expect(names('co-ord')).toEqual(['Sukoon Lounge Set']);
    expect(names('coords')).toEqual(['Sukoon Lounge Set']);
    expect(names('tops')).toEqual(['Mint Kurti']);
    // "Cotton" is one product's fabric (a tag) and another's description: the tag ranks first.
    expect(names('cotton')).toEqual(['Gulmohar Tiered Maxi Dress', 'Kantha Stripe Maxi Skirt']);
  });
  it("matches the beginning of a word while typing, and any part of one (the spec's substring search)", () => {
    expect(names('gulmo')).toEqual(['Gulmohar Tiered Maxi Dress']);
    expect(names('ukoo')).toEqual(['Sukoon Lounge Set']);
  });
  it('forgives a typo only for a word the catalog lacks: "mini" finds no "mint"', () => {
    expect(names('mini')).toEqual(['Champa Mini Dress']);
    expect(names('mint')).toEqual(['Mint Kurti']);
  });
  it('ignores case and finds nothing for a blank query', () => {
    expect(names('KANTHA')).toEqual(['Kantha Stripe Maxi Skirt']);
    expect(names('   ')).toBeUndefined();
    expect(names('zzzz')).toEqual([]);
  });
});
