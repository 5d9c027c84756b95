// A product's price; with an MRP above it, the MRP struck through and the saving as "% off" (a sale item).
// Used by the product cards and the product page, so both show a sale the same way.
import { formatINR } from '#/lib/money.ts';

/** Whole percent saved against the MRP; 0 when there is no MRP above the price. */
export function percentOff(price: number, mrp: number | null | undefined): number {
  if (!mrp || !(mrp > price) || !(price > 0)) return 0;
  return Math.floor(((mrp - price) / mrp) * 100);
}

type Props = { price: number; mrp?: number | null; className?: string; size?: 'card' | 'page' };

export function Price({ price, mrp, className = '', size = 'card' }: Props) {
  const off = percentOff(price, mrp);
  const main = size === 'page' ? 'text-2xl font-semibold' : 'text-sm font-semibold';
  const aside = size === 'page' ? 'text-base' : 'text-xs';
  // `data-price` marks the product page's own price (not the cards beside it). Only the amount is a paragraph: the MRP
  // and the saving sit beside it, so reading a card's price finds one amount.
  return (
    <div
      className={`flex flex-wrap items-baseline gap-x-2 text-ink ${className}`}
      data-price={size === 'page' ? price : undefined}
    >
      <p className={main}>{formatINR(price)}</p>
      {off > 0 && mrp && (
        <>
          <s className={`${aside} text-muted`}>
            <span className="sr-only">MRP </span>
            {formatINR(mrp)}
          </s>
          <span className={`${aside} font-semibold text-rose-dark`}>{off}% off</span>
        </>
      )}
    </div>
  );
}
