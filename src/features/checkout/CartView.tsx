// The /cart screen (docs/product/cart-and-coupons.md#cart-page): empty state, or the lines with − / + / remove (and a
// sale item's MRP and saving) and the Cart Summary with the order's saving.
import { useState } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatINR, formatINRTotal } from '#/lib/money.ts';
import { productImages } from '#/lib/product.ts';
import { productPath } from '#/lib/product-path.ts';
import { $products, $productsError, loadProducts } from '#/features/catalog/index.ts';
import { LoadFailed, Skeleton } from '#/components/ui/LoadStates.tsx';
import { Thumb } from '#/components/ui/Thumb.tsx';
import {
  $cartLines,
  $cartPrice,
  $cartSubtotal,
  $colouredLines,
  $couponOnCart,
  applyCoupon,
  NO_CART_PRICE,
  NO_COLOURED_LINES,
  NO_COUPON_ON_CART,
  removeCoupon,
  removeFromCart,
  updateQuantity,
  type CartLine,
} from '#/features/cart/index.ts';
import { CouponRow } from './CouponRow.tsx';
import { FreeDeliveryNudge, ShippingRow } from './DeliveryLines.tsx';
import { ColourChargeRow } from './ColourChargeRow.tsx';
import { LineSaving, SavingNote } from './Savings.tsx';
import { orderSavingPaise } from './savings.ts';
import { SummaryPanel, TotalRow } from './SummaryPanel.tsx';
import { RecentlyViewed } from '#/features/recently-viewed/index.ts';

const removeButton =
  'inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink';

export function CartView() {
  // The page is built without anybody's cart: until the island runs it says neither "empty" nor shows lines.
  const lines = useStoredValue<CartLine[] | undefined>($cartLines, undefined);
  const products = useStoredValue($products, undefined);
  const pricesFailed = useStoredValue($productsError, undefined);
  const subtotal = useStoredValue($cartSubtotal, 0);
  const coupon = useStoredValue($couponOnCart, NO_COUPON_ON_CART);
  const price = useStoredValue($cartPrice, NO_CART_PRICE);
  const colouredLines = useStoredValue($colouredLines, NO_COLOURED_LINES);
  const [code, setCode] = useState('');

  if (lines === undefined) {
    return (
      // Its own key: the empty state replaces these nodes instead of re-centring them (a layout shift).
      <div key="loading" className="flex flex-col items-center py-20 text-center">
        <h1 className="text-title">Your Cart</h1>
        <p className="mt-3 text-muted" role="status">
          Loading your cart...
        </p>
        {/* Holds the empty cart's button row, so nothing below moves when the cart appears. */}
        <span className="btn-primary invisible mt-8" aria-hidden="true">
          Continue Shopping
        </span>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div key="empty" className="flex flex-col items-center py-20 text-center">
        <h1 className="text-title">Your cart is empty</h1>
        <p className="mt-3 text-muted">Looks like you haven't added anything yet</p>
        <a href="/" className="btn-primary mt-8">
          Continue Shopping
        </a>
        <RecentlyViewed />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-title">
        <h1 id="cart-title" className="text-title">
          Your Cart
        </h1>
        {/* Prices and totals come from the live product list: without it, say so rather than show ₹0.00. */}
        {!products && pricesFailed && (
          <LoadFailed
            title="We could not load the prices in your cart."
            message={pricesFailed}
            onRetry={() => void loadProducts()}
            className="mt-6"
          />
        )}
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {lines.map((line) => {
            const image = line.product ? productImages(line.product)[0] : undefined;
            return (
              <li key={`${line.name}|${line.size}`} className="flex gap-4 py-5" data-cart-line>
                <div className="w-20 shrink-0 self-start overflow-hidden rounded-lg bg-sand sm:w-24">
                  <Thumb src={image} width={96} />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  {line.product ? (
                    <a href={productPath(line.product.name)} className="font-medium break-words hover:text-rose-dark">
                      {line.product.name}
                    </a>
                  ) : (
                    <p className="font-medium">{products ? `${line.name} (no longer available)` : line.name}</p>
                  )}
                  <p className="text-sm text-muted">Size: {line.size}</p>
                  <p className="text-sm font-semibold">{line.product ? formatINR(line.product.price) : ''}</p>
                  {line.product && <LineSaving product={line.product} quantity={line.quantity} />}
                  {line.product && line.quantity > 1 && (
                    <p className="text-sm text-muted sm:hidden">
                      {line.quantity} for {formatINRTotal(line.product.price * line.quantity)}
                    </p>
                  )}
                  <div className="mt-2 flex items-center gap-2">
                    <div className="inline-flex items-center rounded-pill border border-line bg-white">
                      <button
                        type="button"
                        className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                        aria-label={`Decrease quantity of ${line.name} size ${line.size}`}
                        disabled={line.quantity <= 1}
                        onClick={() => updateQuantity(line.name, line.size, line.quantity - 1)}
                      >
                        <Minus size={16} aria-hidden="true" />
                      </button>
                      <span className="w-8 text-center text-sm font-semibold">
                        <span className="sr-only">Quantity </span>
                        <span data-quantity>{line.quantity}</span>
                      </span>
                      <button
                        type="button"
                        className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                        aria-label={`Increase quantity of ${line.name} size ${line.size}`}
                        onClick={() => updateQuantity(line.name, line.size, line.quantity + 1)}
                      >
                        <Plus size={16} aria-hidden="true" />
                      </button>
                    </div>
                    <button
                      type="button"
                      className={removeButton}
                      aria-label={`Remove ${line.name} size ${line.size}`}
                      onClick={() => removeFromCart(line.name, line.size)}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                </div>
                {/* A column of its own from `sm`; on a phone it would push the row past a 360 px screen. */}
                <p className="hidden text-sm font-semibold sm:block">
                  {line.product ? formatINRTotal(line.product.price * line.quantity) : ''}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      {!products && !pricesFailed && <SummarySkeleton />}
      {/* data-chat-avoid: the chat button steps aside while over the summary (figures, coupon, checkout button). */}
      <SummaryPanel
        titleId="summary-title"
        title="Cart Summary"
        className={`p-5 sm:p-6 ${products ? '' : 'hidden'}`}
        data-chat-avoid
      >
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd data-subtotal>{formatINRTotal(subtotal)}</dd>
          </div>
          <ColourChargeRow chargePaise={price.extraPaise} lines={colouredLines} />
          <ShippingRow deliveryPaise={price.deliveryPaise} />
          <CouponRow coupon={coupon} />
          <TotalRow totalPaise={price.totalPaise} />
        </dl>
        <SavingNote savingPaise={orderSavingPaise(lines, price.discountPaise)} />
        <FreeDeliveryNudge itemsPaise={price.subtotalPaise - price.discountPaise} />
        <form
          className="mt-5 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void applyCoupon(code);
          }}
        >
          <label htmlFor="coupon" className="sr-only">
            Coupon code
          </label>
          <input
            id="coupon"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="Coupon code"
            autoComplete="off"
            className="field min-w-0 uppercase"
          />
          <button type="submit" className="btn-outline shrink-0 px-4">
            Apply
          </button>
        </form>
        {coupon.code && (
          <button type="button" className="mt-2 text-xs link-underline" onClick={removeCoupon}>
            Remove coupon
          </button>
        )}
        <a href="/checkout" className="btn-primary mt-6 w-full">
          Proceed to Checkout
        </a>
      </SummaryPanel>
    </div>
  );
}

/** The summary's shape while the live prices load. */
function SummarySkeleton() {
  return (
    <Skeleton className="h-fit rounded-card bg-sand/70 p-5 sm:p-6" label="Loading...">
      <div className="h-7 w-40 rounded bg-linen" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="mt-4 flex justify-between">
          <div className="h-4 w-20 rounded bg-linen" />
          <div className="h-4 w-16 rounded bg-linen" />
        </div>
      ))}
      <div className="mt-6 h-11 rounded-pill bg-linen" />
    </Skeleton>
  );
}
