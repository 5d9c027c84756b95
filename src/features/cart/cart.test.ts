import { describe, expect, it } from 'vitest';
import { sampleProduct } from '#/lib/test/sample-product.ts';
import {
  addItem,
  cartCount,
  cartLines,
  cartSubtotal,
  decodeCart,
  mergeCarts,
  removeItem,
  setQuantity,
  MAX_QUANTITY,
} from './cart.ts';
import { MAX_LINES, MAX_SIZE_LENGTH } from '#/lib/cart-rules.ts';
import { decodeVersioned } from '#/lib/persist.ts';

const product = (name: string, price: number) => sampleProduct({ _id: name, name, price, category: 'dress' });
const byName = new Map(
  [product('Gulmohar Maxi Dress', 1850), product('Indigo Wrap Top', 690)].map((p) => [p.name.toLowerCase(), p]),
);

describe('cart math', () => {
  it('adds +1 or creates at 1, per product and size', () => {
    let cart = addItem({}, 'Indigo Wrap Top', 'M');
    cart = addItem(cart, 'Indigo Wrap Top', 'M');
    cart = addItem(cart, 'Indigo Wrap Top', 'L');
    expect(cart).toEqual({ 'Indigo Wrap Top': { M: 2, L: 1 } });
    expect(cartCount(cart)).toBe(3);
  });

  it('update sets the quantity; 0 or remove deletes the size and then the product', () => {
    let cart = setQuantity({ 'Indigo Wrap Top': { M: 2, L: 1 } }, 'Indigo Wrap Top', 'M', 5);
    expect(cart['Indigo Wrap Top']).toEqual({ M: 5, L: 1 });
    cart = setQuantity(cart, 'Indigo Wrap Top', 'M', 0);
    cart = removeItem(cart, 'Indigo Wrap Top', 'L');
    expect(cart).toEqual({});
  });

  it('never goes negative or above the cap', () => {
    expect(setQuantity({}, 'A', 'M', -3)).toEqual({});
    expect(setQuantity({}, 'A', 'M', 1000)).toEqual({ A: { M: MAX_QUANTITY } });
  });

  it("keeps to checkout's limits: lines, size labels", () => {
    let cart = {};
    for (let i = 0; i < MAX_LINES + 5; i++) cart = addItem(cart, `Product ${i}`, 'M');
    expect(cartCount(cart)).toBe(MAX_LINES);
    expect(addItem(cart, 'Product 0', 'M')['Product 0']).toEqual({ M: 2 });
    expect(setQuantity({}, 'A', 'X'.repeat(MAX_SIZE_LENGTH + 1), 1)).toEqual({});
    expect(mergeCarts(cart, { Another: { S: 1 } })).toEqual(cart);
    const stored = Object.fromEntries(Array.from({ length: MAX_LINES + 5 }, (_, i) => [`P${i}`, { M: 1 }]));
    expect(cartCount(decodeCart(stored) ?? {})).toBe(MAX_LINES);
    expect(decodeCart({ Q: { ['L'.repeat(MAX_SIZE_LENGTH + 1)]: 1, M: 1 } })).toEqual({ Q: { M: 1 } });
  });

  it('totals price × quantity matched by name, case-insensitively', () => {
    const lines = cartLines(
      { 'gulmohar maxi dress': { S: 2 }, 'Indigo Wrap Top': { M: 1 }, 'Gone Product': { M: 1 } },
      byName,
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.name === 'Gone Product')?.product).toBeUndefined();
    expect(cartSubtotal(lines)).toBe(1850 * 2 + 690);
  });

  it('merges a guest cart into a saved one by adding quantities', () => {
    expect(mergeCarts({ A: { M: 1 }, B: { S: 2 } }, { A: { M: 2, L: 1 } })).toEqual({ A: { M: 3, L: 1 }, B: { S: 2 } });
  });
});

describe('stored cart decoding', () => {
  it('keeps valid entries and drops bad ones', () => {
    expect(decodeCart({ A: { M: 2, L: -1, XL: 1.5, S: 'x' }, B: 'nope', C: { M: 0 } })).toEqual({ A: { M: 2 } });
  });
  it('refuses non-objects and prototype tricks', () => {
    expect(decodeCart([1, 2])).toBeUndefined();
    expect(decodeCart('cart')).toBeUndefined();
    const evil = JSON.parse('{"__proto__": {"polluted": 1}}');
    expect(decodeCart(evil)).toEqual({});
    expect(setQuantity({}, '__proto__', 'polluted', 1)).toEqual({});
    expect(addItem({}, 'constructor', 'M')).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('falls back to empty for corrupt, foreign or old-version stored values', () => {
    expect(decodeVersioned('{not json', 1, {}, decodeCart)).toEqual({});
    expect(decodeVersioned('{"A":{"M":1}}', 1, {}, decodeCart)).toEqual({});
    expect(decodeVersioned('{"v":0,"data":{"A":{"M":1}}}', 1, {}, decodeCart)).toEqual({});
    expect(decodeVersioned('{"v":1,"data":{"A":{"M":1}}}', 1, {}, decodeCart)).toEqual({ A: { M: 1 } });
  });
});
