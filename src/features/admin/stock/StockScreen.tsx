// Stock: pick a product, restock several of its sizes in one form (add to or set, with one reason), and read its
// history: every movement, sales and returns as well as staff's.
import { useEffect, useState } from 'react';
import { errorMessage } from '#/lib/api.ts';
import { MOVEMENT_KINDS } from '#/domain/stock-movement.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Labelled } from '#/features/admin/Field.tsx';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { useAdminPages } from '#/features/admin/use-admin-pages.ts';
import { LoadState, oneOf } from '#/features/admin/ui.tsx';
import type { AdminProduct } from '#/features/admin/products/admin-product.ts';
import { fetchProduct, idFromAddress } from '#/features/admin/products/fetch-product.ts';
import { RestockForm } from './RestockForm.tsx';
import { StockHistory } from './StockHistory.tsx';

const HISTORY_PAGE = 50;

export function StockScreen() {
  return <Console section="stock">{() => <Stock />}</Console>;
}

function Stock() {
  const [id, setId] = useState<string | null>();
  useEffect(() => setId(idFromAddress()), []);
  if (id === undefined) return null;
  return id ? <ProductStock id={id} /> : <ProductPicker />;
}

function ProductPicker() {
  const [q, setQ] = useState('');
  const { data, error, loading } = useAdminData('/api/admin/products', { query: { q, status: 'active' } });
  return (
    <div className="flex flex-col gap-4">
      <Labelled label="Find a product" className="max-w-md">
        <input className="field" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </Labelled>
      <LoadState loading={loading && !data} error={error} />
      {data && (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {data.products.slice(0, 50).map((p) => (
            <li key={p._id} className="flex items-center justify-between gap-3 px-4">
              <a
                className="link-underline inline-flex min-h-11 items-center"
                href={`/admin/stock?id=${encodeURIComponent(p._id)}`}
              >
                {p.name}
              </a>
              <span className="text-xs text-muted">{p.sizes.map((s) => `${s.size} ${s.stock}`).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductStock({ id }: { id: string }) {
  const [product, setProduct] = useState<AdminProduct>();
  const [error, setError] = useState<string>();
  const [kind, setKind] = useState('');
  const history = useAdminPages(
    '/api/admin/products/:id/stock-history',
    { params: { id }, query: { kind: oneOf(MOVEMENT_KINDS, kind) || undefined, limit: HISTORY_PAGE } },
    (page) => page.history,
  );
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads the product after a restock
  useEffect(() => {
    fetchProduct(id)
      .then(setProduct)
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [id, round]);

  if (!product) return <LoadState loading={!error} error={error} />;
  const restocked = () => {
    setRound((n) => n + 1);
    history.reload();
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <a className="link-underline inline-flex min-h-11 items-center" href="/admin/stock">
          ← Another product
        </a>
        <a
          className="link-underline inline-flex min-h-11 items-center"
          href={`/admin/products/edit?id=${encodeURIComponent(id)}`}
        >
          Edit {product.name}
        </a>
      </p>
      <h2 className="font-serif text-2xl break-words">{product.name}</h2>
      <div className="max-w-xl">
        <RestockForm product={product} onDone={restocked} />
      </div>
      <StockHistory list={history} kind={kind} onKind={setKind} />
    </div>
  );
}
