import { describe, expect, it } from 'vitest';
import type { Product } from '#/lib/product.ts';
import { colourFor, decodeColours, setColour } from './custom-colour.ts';

const sundari = { name: 'Sundari Striped Maxi Dress', customColours: ['Wine', 'Teal'] } as Product;

describe('colour choices', () => {
  it('keeps one colour per product, by name in any case, and forgets it on "as pictured"', () => {
    let choices = setColour({}, 'Sundari Striped Maxi Dress', 'Wine');
    expect(colourFor(choices, sundari)).toBe('Wine');
    choices = setColour(choices, 'sundari striped maxi dress', 'Teal');
    expect(choices).toEqual({ 'sundari striped maxi dress': 'Teal' });
    expect(colourFor(setColour(choices, 'Sundari Striped Maxi Dress', undefined), sundari)).toBeUndefined();
  });

  it('applies only colours the product still offers, in its own spelling', () => {
    expect(colourFor({ 'sundari striped maxi dress': 'wine' }, sundari)).toBe('Wine');
    expect(colourFor({ 'sundari striped maxi dress': 'Red' }, sundari)).toBeUndefined();
    expect(colourFor({ 'sundari striped maxi dress': 'Wine' }, { ...sundari, customColours: undefined })).toBe(
      undefined,
    );
    expect(colourFor({ 'sundari striped maxi dress': 'Wine' }, undefined)).toBeUndefined();
  });

  it('reads stored choices defensively: a corrupt value is empty, bad entries are dropped', () => {
    expect(decodeColours('nope')).toBeUndefined();
    expect(decodeColours({ a: 'Wine', b: 7, c: '', d: 'x'.repeat(41) })).toEqual({ a: 'Wine' });
    expect(setColour({}, '__proto__', 'Wine')).toEqual({});
    expect(Object.keys(decodeColours(JSON.parse('{"__proto__":"Wine"}')) ?? {})).toEqual([]);
  });
});
