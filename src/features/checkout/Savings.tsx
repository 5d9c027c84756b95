// The cart's and checkout's savings against the printed price (savings.ts): a line's struck-out MRP with what it
// saves, and "You save ₹…" under the total, in the rose of Price.tsx's "% off" (sage is too faint for small text).
// Nothing shows for a product without an MRP above its price.
import { formatINR, formatINRTotal, toRupees } from '#/lib/money.ts';
import type { Product } from '#/lib/product.ts';
import { lineSavingPaise } from './savings.ts';

/** Under a cart line's price: "MRP ₹649" struck out, and the line's saving. */
export function LineSaving({ product, quantity }: { product: Product; quantity: number }) {
  const saving = lineSavingPaise({ product, quantity });
  if (saving === 0 || !product.mrp) return null;
  return (
    <p className="flex flex-wrap gap-x-2 text-xs" data-line-saving>
      <s className="text-muted">
        <span className="sr-only">MRP </span>
        {formatINR(product.mrp)}
      </s>
      <span className="font-semibold text-rose-dark">You save {formatINR(toRupees(saving))}</span>
    </p>
  );
}

/** Under a summary's total: the order's whole saving (MRPs and coupon), when there is one. */
export function SavingNote({ savingPaise }: { savingPaise: number }) {
  if (savingPaise <= 0) return null;
  return (
    <p className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm font-semibold text-rose-dark" data-saving>
      You save {formatINRTotal(toRupees(savingPaise))}
    </p>
  );
}
