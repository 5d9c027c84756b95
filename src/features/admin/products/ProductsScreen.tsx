// Products: search and filter the catalog, open one to edit, archive or bring one back. A draft says so (it is not in
// the shop until published); a product on sale that lacks a Legal Metrology declaration says what it lacks (a publish
// is refused until it has them).
import { useState } from 'react';
import { Plus, TriangleAlert } from 'lucide-react';
import { CATEGORIES, CATEGORY_VALUES, type Category, categoryLabel } from '#/lib/product.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { accepted, api } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { ChoiceFilter, Labelled } from '#/features/admin/Field.tsx';
import { attempt } from '#/features/admin/use-action.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { oneOf, PagedRows, RowAction } from '#/features/admin/ui.tsx';
import { Options } from '#/components/ui/Options.tsx';
import type { AdminProduct } from './admin-product.ts';

const STATUSES = [
  { value: 'active', label: 'Not archived' },
  { value: 'live', label: 'On sale' },
  { value: 'draft', label: 'Drafts' },
  { value: 'archived', label: 'Archived' },
] as const;
const STATUS_VALUES = STATUSES.map((s) => s.value);
type ListStatus = (typeof STATUSES)[number]['value'];
const DRAFT_BADGE =
  'ml-2 inline-block rounded-pill border border-saffron bg-saffron/15 px-2 py-px align-[1px] text-xs font-semibold';

export function ProductsScreen() {
  return <Console section="products">{() => <ProductList />}</Console>;
}

function ProductList() {
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [status, setStatus] = useState<ListStatus>('active');
  const list = useAdminPages(
    '/api/admin/products',
    { query: { q, category: category || undefined, status, limit: 100 } },
    (page) => page.products,
  );
  const reload = list.reload;

  const setArchived = (p: AdminProduct, archived: boolean) =>
    attempt(async () => {
      accepted(await api('/api/admin/products/:id/archive', { params: { id: p._id }, body: { archived } }));
      toast.success(archived ? `${p.name} archived. Publish to take its page down.` : `${p.name} is back.`);
      reload();
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <Labelled label="Search" className="col-span-2 flex-1 sm:min-w-56">
          <input className="field" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name" />
        </Labelled>
        <ChoiceFilter
          label="Category"
          value={category}
          choices={CATEGORIES}
          onChange={(v) => setCategory(oneOf(CATEGORY_VALUES, v))}
        />
        <Labelled label="Status">
          <select
            className="field"
            value={status}
            onChange={(e) => setStatus(oneOf(STATUS_VALUES, e.target.value) || 'active')}
          >
            <Options choices={STATUSES} />
          </select>
        </Labelled>
        <a href="/admin/products/edit" className="btn-primary col-span-2">
          <Plus size={18} aria-hidden="true" />
          New product
        </a>
      </div>
      <PagedRows
        list={list}
        empty="No products match."
        noun="products"
        row={(p) => <ProductRow key={p._id} product={p} onArchive={setArchived} />}
      />
    </div>
  );
}

/** One product of the list: its photo, name (a link to edit it), category, price, stock by size, Stock and Archive. */
function ProductRow({
  product: p,
  onArchive,
}: {
  product: AdminProduct;
  onArchive: (p: AdminProduct, archived: boolean) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
      {p.photos[0] || p.image[0] ? (
        <img
          src={p.photos[0]?.url ?? p.image[0]}
          alt=""
          width={40}
          height={53}
          loading="lazy"
          className="h-[53px] w-10 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="h-[53px] w-10 shrink-0 rounded bg-sand" />
      )}
      <div className="min-w-0 flex-1 basis-40">
        <a className="link-underline font-medium" href={`/admin/products/edit?id=${encodeURIComponent(p._id)}`}>
          {p.name}
        </a>
        {p.draft && (
          <span className={DRAFT_BADGE} data-draft-badge>
            Draft
          </span>
        )}
        <p className="text-xs text-muted">
          {categoryLabel(p.category)}
          {p.subCategory && ` · ${p.subCategory}`}
        </p>
        {p.missing.length > 0 && !p.archived && (
          <p className="mt-1 flex items-start gap-1 text-xs font-medium text-rose-dark" data-missing-declarations>
            <TriangleAlert size={14} aria-hidden="true" className="mt-px shrink-0" />
            Not publishable, missing: {p.missing.join(', ')}
          </p>
        )}
      </div>
      <p className="w-24 tabular-nums">
        {formatINR(p.price)}
        {p.mrp && p.mrp > p.price ? (
          <s className="ml-1 text-xs text-muted">
            <span className="sr-only">MRP </span>
            {formatINR(p.mrp)}
          </s>
        ) : null}
      </p>
      <p className="w-36 text-xs">
        <span className="sr-only">Stock: </span>
        {p.sizes.map((s) => (
          <span key={s.size} className={`mr-2 inline-block ${s.stock === 0 ? 'text-rose-dark' : ''}`}>
            {s.size}&nbsp;{s.stock}
          </span>
        ))}
      </p>
      <div className="ml-auto flex gap-3 whitespace-nowrap">
        <a
          className="link-underline inline-flex min-h-11 items-center"
          href={`/admin/stock?id=${encodeURIComponent(p._id)}`}
        >
          Stock<span className="sr-only"> of {p.name}</span>
        </a>
        <RowAction of={p.name} className="inline-flex items-center" onClick={() => onArchive(p, !p.archived)}>
          {p.archived ? 'Restore' : 'Archive'}
        </RowAction>
      </div>
    </li>
  );
}
