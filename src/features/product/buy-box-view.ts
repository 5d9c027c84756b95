// The parts of the buy box that follow live price and stock, as HTML text: the page renders them at build time
// and the buy-box script renders them again when the API's values differ, from the same functions so both agree.
import type { Product } from '#/lib/product.ts';
import { formatINR } from '#/lib/money.ts';

/** What the buy box needs of a product, and what GET /api/product/live/:productId answers. */
export type LiveProduct = Pick<Product, '_id' | 'price' | 'sizes'> & { mrp?: number };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Size labels are typed in the owner's console: never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const TAG =
  'pointer-events-none absolute -top-2 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-pill bg-saffron px-1.5 ' +
  'text-[0.625rem] font-semibold leading-4 text-ink';

/**
 * The size buttons: sold-out ones disabled and marked, "N left" under the last three; `chosen` pressed; `yours`
 * (her size, docs/product/size-finder.md) marked "Your size" on a tag over its top edge, which takes no room, so
 * marking it after the page shows moves nothing, and in its name for screen readers.
 */
export function sizeItemsHtml(sizes: LiveProduct['sizes'], chosen?: string, yours?: string): string {
  const note = (cls: string, text: string) =>
    `<span class="mt-1 block text-center text-[0.65rem] ${cls}">${text}</span>`;
  return sizes
    .map(({ size, stock }) => {
      const out = stock <= 0;
      const mine = size === yours;
      const label = escapeHtml(size);
      const name = `${label}${out ? ', out of stock' : ''}${mine ? ', your size' : ''}`;
      const after = out
        ? note('text-muted', 'out of stock')
        : stock <= 3
          ? note('text-rose-dark', `${stock} left`)
          : '';
      const tag = mine ? `<span class="${TAG}" aria-hidden="true">Your size</span>` : '';
      return (
        `<li${mine ? ' class="relative" data-your-size' : ''}>` +
        `<button type="button" class="size-pill" aria-pressed="${!out && size === chosen}"` +
        `${out ? ' disabled' : ''} aria-label="${name}" data-size="${label}">` +
        `${label}</button>${tag}${after}</li>`
      );
    })
    .join('');
}

/** Whole percent saved against the MRP, as components/ui/Price shows it; 0 without an MRP above the price. */
function percentOff(price: number, mrp: number | undefined): number {
  if (!mrp || !(mrp > price) || !(price > 0)) return 0;
  return Math.floor(((mrp - price) / mrp) * 100);
}

/** The inside of the page's Price block (components/ui/Price, size "page"): the amount, and a sale's MRP and saving. */
export function priceHtml(price: number, mrp?: number): string {
  const off = percentOff(price, mrp);
  const amount = `<p class="text-2xl font-semibold">${formatINR(price)}</p>`;
  if (off <= 0 || !mrp) return amount;
  return (
    `${amount}<s class="text-base text-muted"><span class="sr-only">MRP </span>${formatINR(mrp)}</s>` +
    `<span class="text-base font-semibold text-rose-dark">${off}% off</span>`
  );
}

/** What the buttons say and allow for a product's stock. */
export function buyState(product: Pick<LiveProduct, 'sizes'>) {
  const noSizes = product.sizes.length === 0;
  const soldOut = product.sizes.filter((s) => s.stock <= 0).map((s) => s.size);
  const allSoldOut = !noSizes && soldOut.length === product.sizes.length;
  return { noSizes, allSoldOut, soldOut, canNotify: noSizes || soldOut.length > 0 };
}
