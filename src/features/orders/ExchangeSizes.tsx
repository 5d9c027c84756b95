// The exchange's new size as buttons (docs/product/returns-and-exchanges.md#requests): the product's live sizes
// (GET /api/product/live/:productId), those with stock to choose, her own size and sold-out ones disabled. If the
// sizes cannot be loaded (the product was withdrawn, the network failed) the size is typed instead.
import { useEffect, useState } from 'react';
import { api, errorMessage } from '#/lib/api.ts';
import { TextField } from '#/components/ui/Field.tsx';
import { exchangeSizes, type SizeChoice } from './request-form.ts';

const NOTE: Record<SizeChoice['state'], string> = { available: '', current: 'your size', 'sold-out': 'sold out' };

export function ExchangeSizes({
  productId,
  current,
  value,
  onChange,
  onSizes,
}: {
  productId: string;
  current: string;
  value: string;
  onChange: (size: string) => void;
  /** The sizes, once known, so the form can offer back-in-stock for the sold-out ones. */
  onSizes: (sizes: SizeChoice[]) => void;
}) {
  const [sizes, setSizes] = useState<SizeChoice[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    api('/api/product/live/:productId', { method: 'GET', params: { productId }, auth: false }).then(
      (r) => {
        if (!live) return;
        const next = r.success ? exchangeSizes(r.product.sizes, current) : 'failed';
        setSizes(next);
        if (next !== 'failed') onSizes(next);
      },
      (error) => {
        console.error('exchange sizes:', errorMessage(error));
        if (live) setSizes('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [productId, current, onSizes]);

  if (sizes === 'loading') return <p className="mt-4 text-sm text-muted">Loading sizes...</p>;
  if (sizes === 'failed')
    return (
      <TextField
        id="request-size"
        label="New size"
        maxLength={10}
        value={value}
        onChange={(typed) => onChange(typed.toUpperCase())}
        className="mt-4"
      />
    );
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">New size</legend>
      <ul className="mt-2 flex flex-wrap gap-2" data-exchange-sizes>
        {sizes.map(({ size, state }) => (
          <li key={size} className="text-center">
            <button
              type="button"
              className="size-pill"
              aria-pressed={size === value}
              disabled={state !== 'available'}
              aria-label={state === 'available' ? size : `${size}, ${NOTE[state]}`}
              onClick={() => onChange(size)}
            >
              {size}
            </button>
            {state !== 'available' && <span className="mt-1 block text-[0.65rem] text-muted">{NOTE[state]}</span>}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
