import { describe, expect, it } from 'vitest';
import { bodyOf, checkDraft, emptyDraft, patchOf, type ProductDraft } from './admin-product.ts';

const good = (): ProductDraft => ({
  ...emptyDraft(),
  name: ' Monsoon Wrap Dress ',
  price: '1499',
  subCategory: 'Wrap',
  description: 'Cotton.',
  sizes: [
    { size: 's', stock: '3' },
    { size: 'M', stock: '0' },
  ],
});

describe('checkDraft', () => {
  it('accepts a complete product', () => {
    expect(checkDraft(good())).toEqual({});
  });
  it('names the field at fault', () => {
    expect(checkDraft({ ...good(), price: '12.345' }).price).toMatch(/price in rupees/);
    expect(checkDraft({ ...good(), price: '0' }).price).toBeDefined();
    expect(checkDraft({ ...good(), mrp: '999' }).mrp).toBe('The MRP cannot be below the price.');
    expect(checkDraft({ ...good(), name: 'x' }).name).toBeDefined();
  });
  it('refuses a size listed twice (case aside) and stock that is not a whole number', () => {
    expect(
      checkDraft({
        ...good(),
        sizes: [
          { size: 'm', stock: '1' },
          { size: 'M', stock: '2' },
        ],
      }).sizes,
    ).toBe('Each size may appear once.');
    expect(checkDraft({ ...good(), sizes: [{ size: 'M', stock: '1.5' }] }).sizes).toMatch(/whole number/);
    expect(checkDraft({ ...good(), sizes: [] }).sizes).toBe('Add at least one size.');
  });
});

describe('bodyOf and patchOf', () => {
  it('send trimmed text, numbers and upper-case sizes; MRP only when given', () => {
    expect(bodyOf(good())).toEqual({
      name: 'Monsoon Wrap Dress',
      price: 1499,
      category: 'dress',
      subCategory: 'Wrap',
      description: 'Cotton.',
      sizes: [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 0 },
      ],
    });
    expect(bodyOf({ ...good(), mrp: '1999' }).mrp).toBe(1999);
  });
  it('a patch leaves sizes alone and clears an emptied MRP', () => {
    const patch = patchOf(good());
    expect(patch).not.toHaveProperty('sizes');
    expect(patch.mrp).toBeNull();
  });
});
