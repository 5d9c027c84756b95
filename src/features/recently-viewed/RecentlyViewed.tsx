// "Recently viewed": the products this browser looked at (catalog/recently-viewed.store.ts), newest first, without the
// one on screen. Live names, prices and sizes from the product list; nothing at all when there are none.
import { useStore } from '@nanostores/react';
import { ProductCard } from '#/components/ui/ProductCard.tsx';
import { $productsById, $recentlyViewed } from '#/features/catalog/index.ts';
import { useStoredValue } from '#/lib/use-stored-value.ts';

type Props = { exceptId?: string; limit?: number };

export function RecentlyViewed({ exceptId, limit = 4 }: Props) {
  // Empty until mounted: the page is built without anybody's history.
  const ids = useStoredValue($recentlyViewed, []);
  const byId = useStore($productsById);
  const products = ids
    .filter((id) => id !== exceptId)
    .map((id) => byId.get(id))
    .filter((p) => p !== undefined)
    .slice(0, limit);
  // An empty element rather than nothing: Astro wakes a client:visible island when its first element shows.
  if (products.length === 0) return <div data-recent-empty />;
  return (
    <section className="mt-16 w-full text-left" aria-labelledby="recent-title">
      <h2 id="recent-title" className="text-title">
        Recently viewed
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {products.map((p) => (
          <li key={p._id}>
            <ProductCard product={p} sizes="(min-width: 640px) 22vw, 46vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
