// A product's photos: add several at once (each described), put them in order (the first is the card's photo),
// describe each for screen readers, remove one. The server checks, re-encodes and resizes every upload.
import { useState } from 'react';
import { toast } from '#/lib/toast.ts';
import { accepted, api, type ApiAnswer } from '#/lib/api.ts';
import { useAction } from '#/features/admin/use-action.ts';
import type { AdminProduct, Photo } from './admin-product.ts';
import { PhotoOrderButtons, PhotoPicker } from './PhotoPicker.tsx';
import { forget, type PendingPhoto, uploadPhotos } from './photo-upload.ts';

type Props = {
  product: AdminProduct;
  onChange: (p: AdminProduct) => void;
  /** Photos chosen and not yet sent (held by the screen: a new product's refused ones arrive here). */
  pending: readonly PendingPhoto[];
  onPending: (photos: PendingPhoto[] | ((left: PendingPhoto[]) => PendingPhoto[])) => void;
};

export function PhotoManager({ product, onChange, pending, onPending }: Props) {
  const { busy, run: attempt } = useAction();
  const [alts, setAlts] = useState<Record<string, string>>({});
  const params = { id: product._id };

  /** Every photo call answers the product as it now is. */
  const run = (call: () => Promise<ApiAnswer<{ product: AdminProduct }>>, done: string) =>
    attempt(async () => {
      onChange(accepted(await call()).product);
      toast.success(done);
    });

  function upload() {
    const n = pending.length;
    return attempt(async () => {
      await uploadPhotos(product._id, pending, (sent, p) => {
        onChange(p);
        forget(sent);
        onPending((left) => left.filter((photo) => !sent.includes(photo)));
      });
      toast.success(`${n} photo${n === 1 ? '' : 's'} added.`);
    });
  }

  const move = (from: number, to: number) => {
    const order = product.photos.map((p) => p.id);
    const [id] = order.splice(from, 1);
    order.splice(to, 0, id!);
    return run(
      () => api('/api/admin/products/:id/photos', { method: 'PATCH', params, body: { order } }),
      'Order saved.',
    );
  };
  const saveAlts = () =>
    run(
      () =>
        api('/api/admin/products/:id/photos', {
          method: 'PATCH',
          params,
          body: { order: product.photos.map((p) => p.id), alt: alts },
        }),
      'Descriptions saved.',
    ).then((ok) => ok && setAlts({}));
  const remove = (photo: Photo) =>
    run(
      () =>
        api('/api/admin/products/:id/photos/:photoId', { method: 'DELETE', params: { ...params, photoId: photo.id } }),
      'Photo removed.',
    );

  return (
    <section
      aria-labelledby="photos-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4"
    >
      <h2 id="photos-title" className="font-sans text-base font-semibold">
        Photos
      </h2>
      {product.photos.length === 0 ? (
        <p className="text-sm text-muted">No photos yet. The first photo is the one shoppers see on cards.</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {product.photos.map((photo, i) => (
            <li key={photo.id} className="flex gap-3 rounded-card border border-line p-2">
              <img
                src={photo.url}
                alt={photo.alt}
                width={90}
                height={120}
                className="h-[120px] w-[90px] shrink-0 rounded object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <label className="flex flex-col gap-1 text-xs font-medium">
                  Description of photo {i + 1}
                  <input
                    className="field text-sm"
                    value={alts[photo.id] ?? photo.alt}
                    onChange={(e) => setAlts((a) => ({ ...a, [photo.id]: e.target.value }))}
                    maxLength={200}
                  />
                </label>
                <PhotoOrderButtons
                  name={`photo ${i + 1}`}
                  index={i}
                  count={product.photos.length}
                  disabled={busy}
                  move={move}
                  remove={() => remove(photo)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {Object.keys(alts).length > 0 && (
        <button type="button" className="btn-outline self-start" disabled={busy} onClick={saveAlts}>
          Save descriptions
        </button>
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <PhotoPicker
          photos={pending}
          onChange={onPending}
          saved={product.photos.length}
          noun="new photo"
          disabled={busy}
        />
        {pending.length > 0 && (
          <button type="button" className="btn-primary self-start" disabled={busy} onClick={upload}>
            Upload {pending.length === 1 ? '1 photo' : `${pending.length} photos`}
          </button>
        )}
      </div>
    </section>
  );
}
