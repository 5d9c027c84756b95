// Products: search and filter the catalog, open one to edit, archive or bring one back.
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { CATEGORIES, categoryLabel } from '#/lib/product.ts';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { Console } from '#/features/admin/Console.tsx';
import { adminApi, messageOf, query } from '#/features/admin/admin-api.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Empty, LoadState, TableFrame, td, th } from '#/features/admin/ui.tsx';
import type { AdminProduct } from './admin-product.ts';

export function ProductsScreen() {
  return <Console section="products">{() => <ProductList />}</Console>;
}

function ProductList() {
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const { data, error, loading, reload } = useAdminData<{ products: AdminProduct[] }>(
    `/products${query({ q, category, status })}`,
  );

  async function setArchived(p: AdminProduct, archived: boolean) {
    try {
      await adminApi(`/products/${encodeURIComponent(p._id)}/archive`, { body: { archived } });
      toast.success(archived ? `${p.name} archived. Publish to take its page down.` : `${p.name} is back.`);
      reload();
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium sm:min-w-56">
          Search
          <input className="field" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Category
          <select className="field" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All</option>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select
            className="field"
            value={status}
            onChange={(e) => setStatus(e.target.value === 'archived' ? 'archived' : 'active')}
          >
            <option value="active">On sale</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        <a href="/admin/products/edit" className="btn-primary">
          <Plus size={18} aria-hidden="true" />
          New product
        </a>
      </div>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data &&
        (data.products.length === 0 ? (
          <Empty>No products match.</Empty>
        ) : (
          <TableFrame label="Products">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Product
                </th>
                <th scope="col" className={th}>
                  Price
                </th>
                <th scope="col" className={th}>
                  Stock
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((p) => (
                <tr key={p._id}>
                  <td className={td}>
                    <div className="flex items-center gap-3">
                      {(p.photos[0] ?? p.image[0]) ? (
                        <img
                          src={p.photos[0]?.url ?? p.image[0]}
                          alt=""
                          width={40}
                          height={53}
                          className="h-[53px] w-10 shrink-0 rounded object-cover"
                        />
                      ) : (
                        <span className="h-[53px] w-10 shrink-0 rounded bg-sand" />
                      )}
                      <div>
                        <a
                          className="link-underline font-medium"
                          href={`/admin/products/edit?id=${encodeURIComponent(p._id)}`}
                        >
                          {p.name}
                        </a>
                        <p className="text-xs text-muted">
                          {categoryLabel(p.category)} · {p.subCategory}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={`${td} tabular-nums`}>
                    {formatINR(p.price)}
                    {p.mrp && p.mrp > p.price ? (
                      <span className="block text-xs text-muted line-through">{formatINR(p.mrp)}</span>
                    ) : null}
                  </td>
                  <td className={`${td} text-xs`}>
                    {p.sizes.map((s) => (
                      <span key={s.size} className={`mr-2 inline-block ${s.stock === 0 ? 'text-rose-dark' : ''}`}>
                        {s.size}&nbsp;{s.stock}
                      </span>
                    ))}
                  </td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <a
                      className="link-underline mr-3 inline-flex min-h-11 items-center"
                      href={`/admin/stock?id=${encodeURIComponent(p._id)}`}
                    >
                      Stock<span className="sr-only"> of {p.name}</span>
                    </a>
                    <button
                      type="button"
                      className="link-underline inline-flex min-h-11 items-center"
                      onClick={() => setArchived(p, !p.archived)}
                    >
                      {p.archived ? 'Restore' : 'Archive'}
                      <span className="sr-only"> {p.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        ))}
    </div>
  );
}
