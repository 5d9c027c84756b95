// The product's fields. The page path is shown as the name is typed; sizes and their opening stock are set
// when the product is created, later through the stock screen (each change with a reason).
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { CATEGORIES } from '#/lib/product.ts';
import { productPath } from '#/lib/product-path.ts';
import { toast } from '#/lib/toast.ts';
import { adminApi, messageOf } from '#/features/admin/admin-api.ts';
import { Field } from '#/features/admin/Field.tsx';
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

type Props = { product?: AdminProduct; onSaved: (p: AdminProduct) => void };

export function ProductForm({ product, onSaved }: Props) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSize = (i: number, patch: Partial<ProductDraft['sizes'][number]>) =>
    set({ sizes: draft.sizes.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Check the highlighted fields.');
      return;
    }
    setSaving(true);
    try {
      const { product: saved } = product
        ? await adminApi<{ product: AdminProduct }>(`/products/${encodeURIComponent(product._id)}`, {
            method: 'PATCH',
            body: patchOf(draft),
          })
        : await adminApi<{ product: AdminProduct }>('/products', { body: bodyOf(draft) });
      toast.success(product ? 'Saved. Price changes are live; publish for the rest.' : 'Product created.');
      onSaved(saved);
    } catch (err) {
      toast.error(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  const path = draft.name.trim() ? productPath(draft.name) : '/product/…';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-card border border-line bg-white p-4">
      <h2 className="font-sans text-base font-semibold">{product ? 'Details' : 'New product'}</h2>
      <Field label="Name" hint={`Its page: ${path}`} error={errors.name}>
        <input className="field" value={draft.name} onChange={(e) => set({ name: e.target.value })} maxLength={80} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Price (₹)" error={errors.price}>
          <input
            className="field"
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </Field>
        <Field label="MRP (₹, optional)" hint="Above the price, it shows struck through with % off." error={errors.mrp}>
          <input
            className="field"
            inputMode="decimal"
            value={draft.mrp}
            onChange={(e) => set({ mrp: e.target.value })}
          />
        </Field>
        <Field label="Category">
          <select className="field" value={draft.category} onChange={(e) => set({ category: e.target.value })}>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Sub-category" error={errors.subCategory}>
          <input className="field" value={draft.subCategory} onChange={(e) => set({ subCategory: e.target.value })} />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <textarea
          className="field min-h-32 py-2"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      {product ? (
        <p className="text-sm">
          Sizes: {product.sizes.map((s) => `${s.size} (${s.stock})`).join(', ')}.{' '}
          <a className="link-underline" href={`/admin/stock?id=${encodeURIComponent(product._id)}`}>
            Adjust stock
          </a>
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.sizes ? 'sizes-error' : undefined}>
          <legend className="text-sm font-medium">Sizes and stock</legend>
          {draft.sizes.map((s, i) => (
            // Rows are edited in place and removed by position; their order never changes otherwise.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} className="flex items-end gap-2">
              <label className="flex w-24 flex-col gap-1 text-xs">
                Size
                <input className="field" value={s.size} onChange={(e) => setSize(i, { size: e.target.value })} />
              </label>
              <label className="flex w-28 flex-col gap-1 text-xs">
                Stock of {s.size || 'this size'}
                <input
                  className="field"
                  inputMode="numeric"
                  value={s.stock}
                  onChange={(e) => setSize(i, { stock: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill hover:bg-sand"
                onClick={() => set({ sizes: draft.sizes.filter((_, j) => j !== i) })}
                aria-label={`Remove size ${s.size}`}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </div>
          ))}
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
      )}
      <button type="submit" className="btn-primary self-start" disabled={saving}>
        {product ? 'Save changes' : 'Create product'}
      </button>
    </form>
  );
}
