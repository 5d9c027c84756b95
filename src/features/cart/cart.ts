// Cart logic (docs/product/cart-and-coupons.md#the-cart): a map of product name → size → quantity. Pure functions, no
// storage.
import type { Product } from '#/lib/product.ts';
import { isPlainObject } from '#/lib/persist.ts';
import { MAX_LINES, MAX_QUANTITY_PER_SIZE, MAX_SIZE_LENGTH } from '#/lib/cart-rules.ts';

export type CartItems = Record<string, Record<string, number>>;
export type CartLine = { name: string; size: string; quantity: number; product: Product | undefined };

/** The server's limits (src/lib/cart-rules.ts): a cart the browser keeps is one checkout accepts. */
export const MAX_QUANTITY = MAX_QUANTITY_PER_SIZE;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Product names and sizes become object keys: never let one reach an object's prototype. */
const isSafeKey = (key: string) => key.length > 0 && !UNSAFE_KEYS.has(key);

/** Adding raises that product and size by 1, or creates it at 1. */
export function addItem(cart: CartItems, name: string, size: string): CartItems {
  const current = Object.hasOwn(cart, name) ? (cart[name]![size] ?? 0) : 0;
  return setQuantity(cart, name, size, Math.min(current + 1, MAX_QUANTITY));
}

/**
 * Sets the quantity of one size; 0 removes it (and the product when no size is left). A new line beyond
 * MAX_LINES, or with a size label checkout would refuse, leaves the cart as it is.
 */
export function setQuantity(cart: CartItems, name: string, size: string, quantity: number): CartItems {
  if (!isSafeKey(name) || !isSafeKey(size) || size.length > MAX_SIZE_LENGTH) return cart;
  const q = Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)));
  const sizes = { ...(Object.hasOwn(cart, name) ? cart[name] : {}) };
  const isNew = !Object.hasOwn(sizes, size);
  if (q > 0 && isNew && lineCount(cart) >= MAX_LINES) return cart;
  if (q > 0) sizes[size] = q;
  else delete sizes[size];
  const next = { ...cart };
  if (Object.keys(sizes).length > 0) next[name] = sizes;
  else delete next[name];
  return next;
}

const lineCount = (cart: CartItems) => Object.values(cart).reduce((n, sizes) => n + Object.keys(sizes).length, 0);

export const removeItem = (cart: CartItems, name: string, size: string) => setQuantity(cart, name, size, 0);

export function cartCount(cart: CartItems): number {
  let n = 0;
  for (const sizes of Object.values(cart)) for (const q of Object.values(sizes)) if (q > 0) n += q;
  return n;
}

/** Lines with a quantity above 0, matched to products by name (case-insensitive). */
export function cartLines(cart: CartItems, byName: ReadonlyMap<string, Product>): CartLine[] {
  const lines: CartLine[] = [];
  for (const [name, sizes] of Object.entries(cart)) {
    for (const [size, quantity] of Object.entries(sizes)) {
      if (quantity > 0) lines.push({ name, size, quantity, product: byName.get(name.toLowerCase()) });
    }
  }
  return lines;
}

/** Sum of price × quantity over lines whose product is known (docs/product/cart-and-coupons.md#the-cart). */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + (l.product ? l.product.price * l.quantity : 0), 0);
}

/** Guest cart + saved cart: quantities add up per product and size (capped). */
export function mergeCarts(a: CartItems, b: CartItems): CartItems {
  let merged = { ...a };
  for (const [name, sizes] of Object.entries(b)) {
    for (const [size, q] of Object.entries(sizes)) {
      const current = Object.hasOwn(merged, name) ? (merged[name]![size] ?? 0) : 0;
      merged = setQuantity(merged, name, size, current + q);
    }
  }
  return merged;
}

/** Validates a stored or received cart; undefined when it is not a cart at all. Bad entries are dropped. */
export function decodeCart(value: unknown): CartItems | undefined {
  if (!isPlainObject(value)) return undefined;
  const cart: CartItems = {};
  let lines = 0;
  for (const [name, sizes] of Object.entries(value)) {
    if (!isSafeKey(name) || name.length > 200 || !isPlainObject(sizes)) continue;
    for (const [size, q] of Object.entries(sizes)) {
      if (lines >= MAX_LINES) break;
      if (!isSafeKey(size) || size.length > MAX_SIZE_LENGTH || typeof q !== 'number' || !Number.isInteger(q) || q <= 0)
        continue;
      cart[name] = { ...cart[name], [size]: Math.min(q, MAX_QUANTITY) };
      lines++;
    }
  }
  return cart;
}
