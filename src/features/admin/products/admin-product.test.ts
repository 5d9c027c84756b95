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

describe('checkDraft (the shared product rules, field by field)', () => {
  it('accepts a complete product', () => {
    expect(checkDraft(good())).toEqual({});
  });
  it('names the field at fault', () => {
    expect(checkDraft({ ...good(), price: '12.345' }).price).toBe('Price has at most 2 decimals');
    expect(checkDraft({ ...good(), price: '' }).price).toBeDefined();
    expect(checkDraft({ ...good(), mrp: '999' }).mrp).toBe('MRP must be more than the price');
    expect(checkDraft({ ...good(), name: 'x' }).name).toBe('Name must be at least 2 characters');
  });
  it('refuses a size listed twice (case aside), blank stock and no sizes', () => {
    const twice = [
      { size: 'm', stock: '1' },
      { size: 'M', stock: '2' },
    ];
    expect(checkDraft({ ...good(), sizes: twice }).sizes).toBe('Each size once');
    expect(checkDraft({ ...good(), sizes: [{ size: 'M', stock: '' }] }).sizes).toBeDefined();
    expect(checkDraft({ ...good(), sizes: [] }).sizes).toBe('Add at least one size');
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
      customColours: [],
      colour: '',
      fabric: '',
      occasion: '',
      fit: '',
      care: '',
      genericName: '',
      netQuantity: '',
      countryOfOrigin: '',
      makerRole: '',
      makerName: '',
      makerAddress: '',
      consumerCare: '',
    });
    expect(bodyOf({ ...good(), mrp: '1999' }).mrp).toBe(1999);
  });
  it('send the declarations trimmed, a blank one as "" (the store default), and name one at fault', () => {
    const declarations = { ...good().declarations, genericName: " Women's dress ", makerRole: 'importer' };
    expect(bodyOf({ ...good(), declarations })).toMatchObject({
      genericName: "Women's dress",
      makerRole: 'importer',
      netQuantity: '',
    });
    const long = { ...declarations, netQuantity: 'x'.repeat(61) };
    expect(checkDraft({ ...good(), declarations: long }).netQuantity).toBe(
      'Net quantity must be at most 60 characters',
    );
    expect(checkDraft({ ...good(), declarations })).toEqual({});
  });
  it('send the details trimmed and the custom colours as a list', () => {
    const body = bodyOf({
      ...good(),
      details: { ...good().details, fabric: ' Cotton mulmul ' },
      customColours: ' Rust, ,Sage ',
    });
    expect(body).toMatchObject({ fabric: 'Cotton mulmul', customColours: ['Rust', 'Sage'] });
  });
  it('a patch sends kept sizes without stock, new ones with theirs, and clears an emptied MRP', () => {
    const patch = patchOf({
      ...good(),
      sizes: [
        { size: 'S', stock: '3', saved: 3 },
        { size: 'xl', stock: '2' },
      ],
    });
    expect(patch.sizes).toEqual([{ size: 'S' }, { size: 'XL', stock: 2 }]);
    expect(patch.mrp).toBeNull();
  });
  it('names a custom colour at fault', () => {
    expect(checkDraft({ ...good(), customColours: 'Rust, rust' }).customColours).toBe('Each custom colour once');
  });
});
