// /wishlist (docs/product/cart-and-coupons.md#wishlist): "Your Wishlist", the empty text, product cards with Add to
// Cart and Remove. The size is chosen in a small sheet (SizeSheet), so a card on a 360 px phone keeps a readable Add to
// Cart; a failed fetch says so with a retry, never "Your wishlist is empty".
import { useEffect, useState } from 'react';
import { toast } from '#/lib/toast.ts';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { LOADING } from '#/lib/load-state.ts';
import { bone, Loaded, Skeleton } from '#/components/ui/LoadStates.tsx';
import { ProductCard } from '#/components/ui/ProductCard.tsx';
import { useRequireLogin } from '#/features/auth/index.ts';
import { addToCart } from '#/features/cart/index.ts';
import type { Product } from '#/lib/product.ts';
import { $wishlistState, loadWishlist, removeFromWishlist } from './wishlist.store.ts';
import { SizeSheet } from './SizeSheet.tsx';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4';

export function WishlistView() {
  const loggedIn = useRequireLogin();
  // The page is built with nobody's wishlist: hydrate as loading, whatever the session start fetched already.
  const state = useStoredValue($wishlistState, LOADING);
  const [choosing, setChoosing] = useState<Product | null>(null);

  useEffect(() => {
    if (loggedIn && $wishlistState.get().status === 'loading') void loadWishlist();
  }, [loggedIn]);

  function add(p: Product, size: string) {
    addToCart(p.name, size);
    setChoosing(null);
    toast.success('Added to cart');
  }

  return (
    <section aria-labelledby="wishlist-title" className="pt-10">
      <h1 id="wishlist-title" className="text-title">
        Your Wishlist
      </h1>
      <div className="mt-8">
        <Loaded
          state={state}
          skeleton={<WishlistSkeleton />}
          failed="We could not load your wishlist."
          onRetry={() => void loadWishlist()}
        >
          {(wishlist) =>
            wishlist.length === 0 ? (
              <div className="flex flex-col items-start gap-2" data-wishlist-empty>
                <p className="text-lg">Your wishlist is empty</p>
                <p className="text-muted">Tap the heart on any piece you love to keep it here for later.</p>
                <a href="/products" className="btn-primary mt-4">
                  Continue Shopping
                </a>
              </div>
            ) : (
              <ul className={GRID}>
                {wishlist.map((p) => (
                  <li key={p._id} className="flex flex-col gap-3" data-wishlist-item>
                    <ProductCard product={p} />
                    <WishlistActions product={p} onAdd={() => setChoosing(p)} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      {choosing && (
        <SizeSheet product={choosing} onPick={(size) => add(choosing, size)} onClose={() => setChoosing(null)} />
      )}
    </section>
  );
}

/** Add to Cart above Remove, each the card's full width: both stay readable in a 2-column phone grid. */
function WishlistActions({ product, onAdd }: { product: Product; onAdd: () => void }) {
  const available = product.sizes.some((s) => s.stock > 0);
  return (
    <div className="relative z-10 flex flex-col gap-2">
      <button
        type="button"
        className="btn-primary w-full px-3"
        disabled={!available}
        aria-haspopup="dialog"
        onClick={onAdd}
      >
        {available ? 'Add to Cart' : product.sizes.length > 0 ? 'Sold out' : 'Unavailable'}
        <span className="sr-only"> {product.name}</span>
      </button>
      <button type="button" className="btn-outline w-full px-3" onClick={() => void removeFromWishlist(product._id)}>
        Remove<span className="sr-only"> {product.name}</span>
      </button>
    </div>
  );
}

/** Cards the shape of the wishlist's: photo, name and price, two buttons. */
function WishlistSkeleton() {
  return (
    <Skeleton>
      <ul className={GRID}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex flex-col gap-3">
            <div className="aspect-[3/4] rounded-card bg-sand" />
            <div className={`h-4 w-3/4 ${bone}`} />
            <div className={`h-4 w-1/3 ${bone}`} />
            <div className="h-11 rounded-pill bg-sand" />
            <div className="h-11 rounded-pill bg-sand" />
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
