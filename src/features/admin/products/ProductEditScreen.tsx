// Create or edit one product (/admin/products/edit, ?id= to edit). A new product is created first, then its
// photos are added on the same screen.
import { useEffect, useState } from 'react';
import { Console } from '#/features/admin/Console.tsx';
import { errorMessage } from '#/lib/api.ts';
import { BackLink, LoadState } from '#/features/admin/ui.tsx';
import type { AdminProduct } from './admin-product.ts';
import { fetchProduct, idFromAddress } from './fetch-product.ts';
import { ProductForm } from './ProductForm.tsx';
import { PhotoManager } from './PhotoManager.tsx';

export function ProductEditScreen() {
  return <Console section="products">{() => <ProductEdit />}</Console>;
}

function ProductEdit() {
  const [id, setId] = useState<string | null>(null);
  const [product, setProduct] = useState<AdminProduct>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  useEffect(() => setId(idFromAddress()), []);
  useEffect(() => {
    if (!id) return;
    setLoading(true);
    fetchProduct(id)
      .then(setProduct)
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setLoading(false));
  }, [id]);

  function saved(p: AdminProduct) {
    setProduct(p);
    if (!id) {
      // Now it exists: the address names it, so a reload or a shared link opens this product.
      window.history.replaceState(null, '', `/admin/products/edit?id=${encodeURIComponent(p._id)}`);
      setId(p._id);
    }
  }

  if (id && !product) return <LoadState loading={loading} error={error} />;
  return (
    <div className="flex flex-col gap-8">
      <BackLink href="/admin/products">← All products</BackLink>
      <ProductForm key={product?._id ?? 'new'} product={product} onSaved={saved} />
      {product ? (
        <PhotoManager product={product} onChange={setProduct} />
      ) : (
        <p className="text-sm text-muted">Photos can be added once the product is created.</p>
      )}
    </div>
  );
}
