// /wishlist (spec §2): "Your Wishlist", the empty text, product cards with Add to Cart and Remove.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '#/lib/toast.ts';
import { ProductCard } from '#/components/ui/ProductCard.tsx';
import { useRequireLogin } from '#/features/session/RequireLogin.ts';
import { addToCart } from '#/features/cart/cart.store.ts';
import type { Product } from '#/lib/product.ts';
import { $wishlist, loadWishlist, removeFromWishlist } from './wishlist.store.ts';

export function WishlistView() {
  const loggedIn = useRequireLogin();
  const wishlist = useStore($wishlist);
  const [sizeFor, setSizeFor] = useState<Record<string, string>>({});

  useEffect(() => {
    if (loggedIn && wishlist === undefined) void loadWishlist();
  }, [loggedIn, wishlist]);

  function add(p: Product) {
    const size = sizeFor[p._id];
    if (p.sizes.length > 0 && !size) return toast.error('Please select a size');
    addToCart(p.name, size ?? 'Free');
    toast.success('Added to cart');
  }

  return (
    <section aria-labelledby="wishlist-title" className="pt-10">
      <h1 id="wishlist-title" className="text-title">
        Your Wishlist
      </h1>
      {wishlist === undefined ? (
        <p className="mt-6 text-muted">Loading...</p>
      ) : wishlist.length === 0 ? (
        <p className="mt-6 text-muted">Your wishlist is empty</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
          {wishlist.map((p) => (
            <li key={p._id} className="flex flex-col gap-3" data-wishlist-item>
              <ProductCard product={p} />
              {p.sizes.length > 0 && (
                <div className="relative z-10">
                  <label htmlFor={`size-${p._id}`} className="sr-only">
                    Size for {p.name}
                  </label>
                  <select
                    id={`size-${p._id}`}
                    className="field"
                    value={sizeFor[p._id] ?? ''}
                    onChange={(e) => setSizeFor({ ...sizeFor, [p._id]: e.target.value })}
                  >
                    <option value="">Select size</option>
                    {p.sizes.map((s) => (
                      <option key={s._id} value={s.size} disabled={s.stock <= 0}>
                        {s.size}
                        {s.stock <= 0 ? ' (out of stock)' : ''}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className="relative z-10 flex gap-2">
                <button type="button" className="btn-primary flex-1 px-3" onClick={() => add(p)}>
                  Add to Cart
                </button>
                <button type="button" className="btn-outline px-3" onClick={() => void removeFromWishlist(p._id)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
