// The product's fields. The page path is shown as the name is typed. Sizes take their opening stock when added;
// a size the product has keeps its stock here (the stock screen changes it, with a reason) and can be removed once
// it is 0. The details and custom colours are what the product page and its customise page show; the declarations
// (DeclarationFields) are its Legal Metrology block. A new product takes its photos here too (PhotoPicker): they are
// held in the browser and sent once the product exists (`afterCreate`), so a refused save loses nothing chosen.
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { CATEGORIES, CATEGORY_VALUES, PRODUCT_DETAILS } from '#/lib/product.ts';
import { DETAIL_LABELS } from '#/lib/admin.ts';
import { productPath } from '#/lib/product-path.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api, errorMessage } from '#/lib/api.ts';
import { Options } from '#/components/ui/Options.tsx';
import { Field, TextField } from '#/components/ui/Field.tsx';
import { NumberField } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { oneOf } from '#/features/admin/ui.tsx';
import {
  bodyOf,
  checkDraft,
  draftOf,
  emptyDraft,
  patchOf,
  type AdminProduct,
  type DraftErrors,
  type ProductDraft,
} from './admin-product.ts';
import { DeclarationFields } from './DeclarationFields.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { publishProduct } from './publish-product.ts';
import type { PendingPhoto } from './photo-upload.ts';
import { SubCategoryField } from './SubCategoryField.tsx';

const REMOVE = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill hover:bg-sand';

type Props = {
  product?: AdminProduct;
  onSaved: (p: AdminProduct) => void;
  /** A new product's photos, chosen before it exists. */
  photos?: readonly PendingPhoto[];
  onPhotos?: (photos: PendingPhoto[]) => void;
  /** Once a new product exists: sends its photos; `problem` says what was not sent. */
  afterCreate?: (p: AdminProduct) => Promise<{ product: AdminProduct; problem?: string }>;
};

export function ProductForm({ product, onSaved, photos = [], onPhotos, afterCreate }: Props) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const { busy: saving, run } = useAction();
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSize = (i: number, patch: Partial<ProductDraft['sizes'][number]>) =>
    set({ sizes: draft.sizes.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const removeSize = (i: number) => set({ sizes: draft.sizes.filter((_, j) => j !== i) });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A new product is saved as a draft either way; "Save and publish" then puts it on sale (once its photos are in).
    const publishNow = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish';
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Check the highlighted fields.');
      return;
    }
    void run(async () => {
      let { product: saved } = accepted(
        product
          ? await api('/api/admin/products/:id', { method: 'PATCH', params: { id: product._id }, body: patchOf(draft) })
          : await api('/api/admin/products', { body: { ...bodyOf(draft), draft: true } }),
      );
      let problem: string | undefined;
      if (!product && afterCreate) ({ product: saved, problem } = await afterCreate(saved));
      if (problem) toast.error(`Saved as a draft, but a photo was not added: ${problem}`);
      else if (publishNow) {
        const draftSaved = saved;
        // Refused (a declaration missing), it stays the draft it now is: the screen must still switch to it.
        saved = await publishProduct(saved).catch((e: unknown) => {
          toast.error(`Saved as a draft, not published: ${errorMessage(e)}`);
          return draftSaved;
        });
      } else toast.success(product ? 'Saved. Price changes are live; publish for the rest.' : savedAsDraft(saved));
      // Added sizes are now the product's: a second save must not send their opening stock again.
      setDraft(draftOf(saved));
      onSaved(saved);
    });
  }

  const path = draft.name.trim() ? productPath(draft.name) : '/product/…';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-card border border-line bg-white p-4">
      <h2 className="font-sans text-base font-semibold">{product ? 'Details' : 'New product'}</h2>
      <TextField
        label="Name"
        hint={`Its page: ${path}`}
        error={errors.name}
        value={draft.name}
        onChange={(name) => set({ name })}
        maxLength={80}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          decimal
          label="Price (₹)"
          value={draft.price}
          onChange={(price) => set({ price })}
          error={errors.price}
        />
        <NumberField
          decimal
          label="MRP (₹, optional)"
          hint="Above the price, it shows struck through with % off."
          value={draft.mrp}
          onChange={(mrp) => set({ mrp })}
          error={errors.mrp}
        />
        <Field label="Category">
          <select
            className="field"
            value={draft.category}
            onChange={(e) => set({ category: oneOf(CATEGORY_VALUES, e.target.value) || draft.category })}
          >
            <Options choices={CATEGORIES} />
          </select>
        </Field>
        <SubCategoryField
          category={draft.category}
          value={draft.subCategory}
          onChange={(subCategory) => set({ subCategory })}
          error={errors.subCategory}
        />
      </div>
      <Field label="Description" error={errors.description}>
        <textarea
          className="field min-h-32 py-2"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      {!product && onPhotos && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Photos</legend>
          <PhotoPicker photos={photos} onChange={onPhotos} disabled={saving} />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.sizes ? 'sizes-error' : undefined}>
        <legend className="text-sm font-medium">Sizes and stock</legend>
        {product && (
          <p className="text-xs text-muted">
            Stock of a size it has changes in{' '}
            <a className="link-underline" href={`/admin/stock?id=${encodeURIComponent(product._id)}`}>
              Adjust stock
            </a>
            , with a reason; a size can be removed once its stock is 0.
          </p>
        )}
        {draft.sizes.map((s, i) =>
          s.saved !== undefined ? (
            <div key={`saved-${s.size}`} className="flex min-h-11 flex-wrap items-center gap-x-3 text-sm">
              <span className="w-16 font-medium">{s.size}</span>
              <span>{s.saved} in stock</span>
              {s.saved === 0 ? (
                <RemoveSize size={s.size} onRemove={() => removeSize(i)} />
              ) : (
                <span className="text-xs text-muted">adjust to 0 to remove</span>
              )}
            </div>
          ) : (
            // New rows are edited in place and removed by position; their order never changes otherwise.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} className="flex items-end gap-2">
              <Field label="Size" className="w-24">
                <input className="field" value={s.size} onChange={(e) => setSize(i, { size: e.target.value })} />
              </Field>
              <NumberField
                className="w-32"
                label={`${product ? 'Opening stock' : 'Stock'} of ${s.size || 'this size'}`}
                value={s.stock}
                onChange={(stock) => setSize(i, { stock })}
              />
              <RemoveSize size={s.size} onRemove={() => removeSize(i)} />
            </div>
          ),
        )}
        <button
          type="button"
          className="btn-outline self-start"
          onClick={() => set({ sizes: [...draft.sizes, { size: '', stock: '0' }] })}
        >
          Add a size
        </button>
        {errors.sizes && (
          <p id="sizes-error" className="text-xs font-medium text-rose-dark">
            {errors.sizes}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">Details shown on the product page (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCT_DETAILS.map((key) => (
            <Field key={key} label={DETAIL_LABELS[key]} error={errors[key]}>
              <input
                className="field"
                value={draft.details[key]}
                maxLength={80}
                onChange={(e) => set({ details: { ...draft.details, [key]: e.target.value } })}
              />
            </Field>
          ))}
        </div>
        <Field
          label="Custom colours (optional)"
          hint="Colours it can be made in for the customised-colour charge, separated by commas."
          error={errors.customColours}
        >
          <input
            className="field"
            value={draft.customColours}
            onChange={(e) => set({ customColours: e.target.value })}
          />
        </Field>
      </fieldset>
      <DeclarationFields
        values={draft.declarations}
        onChange={(declarations) => set({ declarations })}
        errors={errors}
      />
      {product ? (
        <button type="submit" className="btn-primary self-start" disabled={saving}>
          Save changes
        </button>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={saving} value="draft">
            Save draft
          </button>
          <button type="submit" className="btn-outline" disabled={saving} value="publish">
            Save and publish
          </button>
        </div>
      )}
    </form>
  );
}

const savedAsDraft = (p: AdminProduct) =>
  `Draft saved${p.photos.length ? ` with ${p.photos.length === 1 ? '1 photo' : `${p.photos.length} photos`}` : ''}. ` +
  'Preview it, then publish it when it is ready.';

/** The button that takes a size off the form (a kept size once its stock is 0, or a new row). */
function RemoveSize({ size, onRemove }: { size: string; onRemove: () => void }) {
  return (
    <button type="button" className={REMOVE} onClick={onRemove} aria-label={`Remove size ${size}`}>
      <Trash2 size={18} aria-hidden="true" />
    </button>
  );
}
