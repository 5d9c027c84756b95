// A product's photos: upload several at once, put them in order (the first is the card's photo), describe each
// for screen readers, remove one. The server checks, re-encodes and resizes every upload.
import { useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { toast } from '#/lib/toast.ts';
import { accepted, api, type ApiAnswer } from '#/lib/api.ts';
import { Labelled } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import type { AdminProduct, Photo } from './admin-product.ts';

type Props = { product: AdminProduct; onChange: (p: AdminProduct) => void };

const iconButton = [
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border border-line bg-white',
  'hover:border-ink disabled:opacity-40',
].join(' ');

export function PhotoManager({ product, onChange }: Props) {
  const { busy, run: attempt } = useAction();
  const [alts, setAlts] = useState<Record<string, string>>({});
  const files = useRef<HTMLInputElement>(null);
  const params = { id: product._id };

  /** Every photo call answers the product as it now is. */
  const run = (call: () => Promise<ApiAnswer<{ product: AdminProduct }>>, done: string) =>
    attempt(async () => {
      onChange(accepted(await call()).product);
      toast.success(done);
    });

  async function upload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const chosen = files.current?.files;
    if (!chosen || chosen.length === 0) {
      toast.error('Choose one or more photos first.');
      return;
    }
    const form = new FormData();
    for (const f of chosen) form.append('photos', f);
    const alt = new FormData(e.currentTarget).get('alt');
    if (typeof alt === 'string' && alt.trim()) form.append('alt', alt.trim());
    const target = e.currentTarget;
    const n = chosen.length;
    const added = `${n} photo${n === 1 ? '' : 's'} added.`;
    if (await run(() => api('/api/admin/products/:id/photos', { params, form }), added)) target.reset();
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
                <div className="flex gap-2">
                  {[
                    { label: `Move photo ${i + 1} earlier`, Icon: ArrowUp, off: i === 0, act: () => move(i, i - 1) },
                    {
                      label: `Move photo ${i + 1} later`,
                      Icon: ArrowDown,
                      off: i === product.photos.length - 1,
                      act: () => move(i, i + 1),
                    },
                    { label: `Remove photo ${i + 1}`, Icon: Trash2, off: false, act: () => remove(photo) },
                  ].map(({ label, Icon, off, act }) => (
                    <button
                      key={label}
                      type="button"
                      className={iconButton}
                      disabled={busy || off}
                      onClick={act}
                      aria-label={label}
                    >
                      <Icon size={18} aria-hidden="true" />
                    </button>
                  ))}
                </div>
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
      <form onSubmit={upload} className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-end">
        <Labelled label="Add photos (JPEG, PNG or WebP; up to 4 at a time)" className="flex-1">
          <input
            ref={files}
            type="file"
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="field py-2 text-sm"
          />
        </Labelled>
        <Labelled label="Description (optional)" className="flex-1">
          <input name="alt" className="field" maxLength={200} />
        </Labelled>
        <button type="submit" className="btn-primary" disabled={busy}>
          Upload
        </button>
      </form>
    </section>
  );
}
