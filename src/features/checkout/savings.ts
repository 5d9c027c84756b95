// What the shopper saves against the printed prices: per line (MRP − price, times the quantity, only for a product
// with a real MRP above its price) and on the whole order (those, plus the coupon's discount). Display only: the
// server prices orders from its own rows and never from these figures.
import { toPaise, type Paise } from '#/lib/money.ts';
import type { Product } from '#/lib/product.ts';

type Line = { quantity: number; product?: Pick<Product, 'price' | 'mrp'> };

/** The line's saving against its MRP; 0 without an MRP above the price (no invented reference price). */
export function lineSavingPaise(line: Line): Paise {
  const p = line.product;
  if (!p?.mrp || !(p.mrp > p.price)) return 0;
  return (toPaise(p.mrp) - toPaise(p.price)) * line.quantity;
}

/** "You save ₹…": every line's saving against its MRP and the coupon's discount. */
export function orderSavingPaise(lines: readonly Line[], discountPaise: Paise): Paise {
  return lines.reduce((sum, line) => sum + lineSavingPaise(line), 0) + discountPaise;
}
