// Create or edit one product (/admin/products/edit, ?id= to edit). A new product's photos are chosen in its form and
// sent as soon as it exists; any not sent (a photo the server refused) stay chosen in its photos section, to try again.
import { useEffect, useState } from 'react';
import { Console } from '#/features/admin/Console.tsx';
import { errorMessage } from '#/lib/api.ts';
import { BackLink, LoadState } from '#/features/admin/ui.tsx';
import type { AdminProduct } from './admin-product.ts';
import { fetchProduct, idFromAddress } from './fetch-product.ts';
import { ProductForm } from './ProductForm.tsx';
import { PhotoManager } from './PhotoManager.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { forget, type PendingPhoto, uploadPhotos } from './photo-upload.ts';

export function ProductEditScreen() {
  return <Console section="products">{() => <ProductEdit />}</Console>;
}

function ProductEdit() {
  const [id, setId] = useState<string | null>(null);
  const [product, setProduct] = useState<AdminProduct>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  // Chosen photos not yet sent: kept here, so they outlive the switch from the new form to the product's screen.
  const [pending, setPending] = useState<PendingPhoto[]>([]);

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

  /** Sends the photos chosen in the new form to the product just made; what is refused stays chosen. */
  async function sendPhotos(created: AdminProduct) {
    let latest = created;
    const sent = (batch: readonly PendingPhoto[], p: AdminProduct) => {
      latest = p;
      forget(batch);
      setPending((left) => left.filter((photo) => !batch.includes(photo)));
    };
    try {
      await uploadPhotos(created._id, pending, sent);
      return { product: latest };
    } catch (e) {
      return { product: latest, problem: `${errorMessage(e)} It is still under Photos: try again, or remove it.` };
    }
  }

  if (id && !product) return <LoadState loading={loading} error={error} />;
  return (
    <div className="flex flex-col gap-8">
      <BackLink href="/admin/products">← All products</BackLink>
      {product && <DraftPanel product={product} onChange={setProduct} />}
      <ProductForm
        key={product?._id ?? 'new'}
        product={product}
        onSaved={saved}
        photos={pending}
        onPhotos={setPending}
        afterCreate={sendPhotos}
      />
      {product && <PhotoManager product={product} onChange={setProduct} pending={pending} onPending={setPending} />}
    </div>
  );
}
