// The product page's buy box: sizes with live stock, Add to Cart (and its bar on phones), Save to Wishlist,
// back-in-stock requests, delivery check.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { Heart, Truck } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import type { Product } from '#/lib/product.ts';
import { isInStock } from '#/lib/product.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { $productsById } from '#/features/catalog/products.store.ts';
import { addToCart } from '#/features/cart/cart.store.ts';
import { $wishlistIds, addToWishlist, removeFromWishlist } from '#/features/wishlist/wishlist.store.ts';
import { isValidPin } from '#/lib/address.ts';
import { BackInStock } from './BackInStock.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';
import { rememberViewed } from './recently-viewed.store.ts';

type Props = { product: Product };
const NO_PRODUCTS: ReadonlyMap<string, Product> = new Map();
const NO_IDS: ReadonlySet<string> = new Set();

export function BuyBox({ product: initial }: Props) {
  // The built page knows neither live stock nor the wishlist: hydrate with what it was built with (#418).
  const live = useStoredValue($productsById, NO_PRODUCTS).get(initial._id);
  const product = live ?? initial;
  const [size, setSize] = useState<string>();
  const wished = useStoredValue($wishlistIds, NO_IDS).has(product._id);
  const noSizes = product.sizes.length === 0;
  const allSoldOut = !noSizes && !isInStock(product);
  const soldOut = product.sizes.filter((s) => s.stock <= 0).map((s) => s.size);
  const actions = useRef<HTMLDivElement>(null);
  const sizes = useRef<HTMLUListElement>(null);

  useEffect(() => rememberViewed(initial._id), [initial._id]);

  function add() {
    if (!size) {
      // From the bar on a phone the sizes are off screen: bring them back to choose one.
      sizes.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      sizes.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
      return toast.error('Please select a size');
    }
    const entry = product.sizes.find((s) => s.size === size);
    if (!entry || entry.stock <= 0) return toast.error('This size is out of stock');
    addToCart(product.name, size);
    toast.success('Added to cart', { action: { label: 'View cart', href: '/cart' } });
  }

  return (
    <div>
      {noSizes ? (
        <p className="mt-3 text-sm text-muted">Sizes not available</p>
      ) : (
        <ul ref={sizes} className="mt-3 flex flex-wrap gap-2" aria-label="Sizes">
          {product.sizes.map((s) => {
            const out = s.stock <= 0;
            return (
              <li key={s._id}>
                <button
                  type="button"
                  className="size-pill"
                  aria-pressed={size === s.size}
                  disabled={out}
                  aria-label={out ? `${s.size}, out of stock` : s.size}
                  onClick={() => setSize(s.size)}
                  data-size={s.size}
                >
                  {s.size}
                </button>
                {out && <span className="mt-1 block text-center text-[0.65rem] text-muted">out of stock</span>}
                {!out && s.stock <= 3 && (
                  <span className="mt-1 block text-center text-[0.65rem] text-rose-dark">{s.stock} left</span>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div ref={actions} className="mt-6 flex gap-3 sm:mt-8">
        <button
          type="button"
          className="btn-primary flex-1"
          onClick={add}
          disabled={allSoldOut || noSizes}
          aria-describedby={noSizes ? 'unavailable-note' : undefined}
        >
          {allSoldOut ? 'Sold out' : 'Add to Cart'}
        </button>
        <button
          type="button"
          className="btn-outline flex-1"
          aria-pressed={wished}
          onClick={() => void (wished ? removeFromWishlist(product._id) : addToWishlist(product._id))}
        >
          <Heart size={16} aria-hidden="true" fill={wished ? 'currentColor' : 'none'} />
          {wished ? 'Saved to Wishlist' : 'Save to Wishlist'}
        </button>
      </div>
      {noSizes && (
        <p id="unavailable-note" className="mt-3 text-sm">
          This product is unavailable right now.
        </p>
      )}
      {(noSizes || soldOut.length > 0) && <BackInStock productId={product._id} soldOut={soldOut} />}
      <DeliveryCheck />
      {!noSizes && (
        <StickyBuyBar anchor={actions} price={product.price} size={size} onAdd={add} disabled={allSoldOut} />
      )}
    </div>
  );
}

function DeliveryCheck() {
  const [pin, setPin] = useState('');
  const [estimate, setEstimate] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function check(e: FormEvent) {
    e.preventDefault();
    setEstimate(undefined);
    if (!isValidPin(pin)) return toast.error('Please enter a valid PIN code');
    setBusy(true);
    try {
      const r = await api('/api/order/estimated-delivery', {
        body: { pincode: pin.trim() },
        auth: false,
      });
      if (r.success) setEstimate(r.estimatedDelivery);
      else toast.error('Delivery unavailable for this PIN code.');
    } catch (error) {
      console.error(errorMessage(error));
      toast.error('Failed to fetch delivery details.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={check} className="mt-6 rounded-card bg-sand/70 p-4" noValidate>
      <label htmlFor="pincode" className="flex items-center gap-2 text-sm font-semibold">
        <Truck size={18} aria-hidden="true" />
        Check delivery
      </label>
      <p className="mt-1 text-xs text-muted" id="pincode-hint">
        Ships in 6-9 working days. Enter your 6-digit PIN code for an estimate.
      </p>
      <div className="mt-3 flex gap-2">
        <input
          id="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]*"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          placeholder="PIN code"
          aria-describedby="pincode-hint"
          className="field max-w-40"
        />
        <button type="submit" className="btn-outline" disabled={busy}>
          Check
        </button>
      </div>
      {estimate && (
        <p className="mt-3 text-sm font-medium text-sage" role="status">
          {estimate}
        </p>
      )}
    </form>
  );
}
