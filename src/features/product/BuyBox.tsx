// The product page's buy box: sizes with live stock, Add to Cart, Save to Wishlist, delivery check.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Heart, Truck } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import type { Product } from '#/lib/product.ts';
import { isInStock } from '#/lib/product.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { $productsById } from '#/features/catalog/products.store.ts';
import { addToCart } from '#/features/cart/cart.store.ts';
import { $wishlistIds, addToWishlist, removeFromWishlist } from '#/features/wishlist/wishlist.store.ts';
import { isValidPin } from '#/lib/address.ts';

type Props = { product: Product };

// On a phone the buttons stick to the bottom of the screen while the shopper scrolls the page.
const actions = [
  'z-20 mt-8 flex gap-3 max-sm:sticky max-sm:bottom-0',
  'max-sm:-mx-4 max-sm:border-t max-sm:border-line max-sm:bg-ivory max-sm:px-4 max-sm:py-3',
].join(' ');

export function BuyBox({ product: initial }: Props) {
  const live = useStore($productsById).get(initial._id);
  const product = live ?? initial;
  const [size, setSize] = useState<string>();
  const wished = useStore($wishlistIds).has(product._id);
  const allSoldOut = product.sizes.length > 0 && !isInStock(product);

  function add() {
    if (!size) return toast.error('Please select a size');
    const entry = product.sizes.find((s) => s.size === size);
    if (!entry || entry.stock <= 0) return toast.error('This size is out of stock');
    addToCart(product.name, size);
    toast.success('Added to cart');
  }

  return (
    <div>
      {product.sizes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Sizes not available</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Sizes">
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

      <div className={actions}>
        <button type="button" className="btn-primary flex-1" onClick={add} disabled={allSoldOut}>
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
      <DeliveryCheck />
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
