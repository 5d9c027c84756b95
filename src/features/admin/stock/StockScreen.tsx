// Stock: pick a product, add or take away units of a size with a reason, and read the product's history.
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '#/lib/toast.ts';
import { accepted, api, errorMessage } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Field, Labelled, NumberField, TextField } from '#/features/admin/Field.tsx';
import { useAction } from '#/features/admin/use-action.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Card, Empty, LoadState, TableFrame, TableHead, td, when } from '#/features/admin/ui.tsx';
import type { AdminProduct } from '#/features/admin/products/admin-product.ts';
import { fetchProduct, idFromAddress } from '#/features/admin/products/fetch-product.ts';

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
  const history = useAdminData('/api/admin/products/:id/stock-history', { params: { id } });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads the product after an adjustment
  useEffect(() => {
    fetchProduct(id)
      .then(setProduct)
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [id, round]);

  if (!product) return <LoadState loading={!error} error={error} />;
  const adjusted = () => {
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
      <dl className="flex flex-wrap gap-2">
        {product.sizes.map((s) => (
          <div key={s.size} className="min-w-20 rounded-card border border-line bg-white px-4 py-2 text-center">
            <dt className="text-xs text-muted">{s.size}</dt>
            <dd className={`font-serif text-xl tabular-nums ${s.stock === 0 ? 'text-rose-dark' : ''}`}>{s.stock}</dd>
          </div>
        ))}
      </dl>
      <AdjustForm product={product} onDone={adjusted} />
      <Card title="History">
        <LoadState loading={history.loading && !history.data} error={history.error} onRetry={history.reload} />
        {history.data &&
          (history.data.history.length === 0 ? (
            <Empty>No adjustments yet.</Empty>
          ) : (
            <TableFrame label="Stock history">
              <TableHead columns={['When', 'Size', 'Change', 'Left', 'Reason', 'By']} />
              <tbody>
                {history.data.history.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history rows are never reordered
                  <tr key={i}>
                    <td className={`${td} whitespace-nowrap`}>{when(m.at)}</td>
                    <td className={td}>{m.size}</td>
                    <td className={`${td} tabular-nums`}>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                    <td className={`${td} tabular-nums`}>{m.stockAfter}</td>
                    <td className={td}>{m.reason}</td>
                    <td className={`${td} whitespace-nowrap`}>{m.actor}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          ))}
      </Card>
    </div>
  );
}

function AdjustForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const [size, setSize] = useState(product.sizes[0]?.size ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const { busy, run } = useAction();

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(delta);
    if (!Number.isInteger(n) || n === 0) return toast.error('Enter a whole number of units, e.g. 5 or -2.');
    if (reason.trim().length < 2) return toast.error('Give a reason for the change.');
    void run(async () => {
      accepted(
        await api('/api/admin/products/:id/stock', {
          params: { id: product._id },
          body: { size, delta: n, reason: reason.trim() },
        }),
      );
      toast.success(`Stock of ${size} changed by ${n > 0 ? `+${n}` : n}.`);
      setDelta('');
      setReason('');
      onDone();
    });
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-end"
    >
      <Field label="Size">
        <select className="field" value={size} onChange={(e) => setSize(e.target.value)}>
          {product.sizes.map((s) => (
            <option key={s.size}>{s.size}</option>
          ))}
        </select>
      </Field>
      <NumberField label="Change by" hint="e.g. 5 or -2" value={delta} onChange={setDelta} />
      <TextField label="Reason" hint="e.g. New delivery, damaged" value={reason} onChange={setReason} maxLength={200} />
      <button type="submit" className="btn-primary sm:mb-5" disabled={busy}>
        Adjust stock
      </button>
    </form>
  );
}
