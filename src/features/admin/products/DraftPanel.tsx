// A draft's state on its screen: shoppers cannot see or buy it; "Publish product" puts it on sale and builds its page.
import { FilePenLine } from 'lucide-react';
import { useAction } from '#/features/admin/use-action.ts';
import type { AdminProduct } from './admin-product.ts';
import { publishProduct } from './publish-product.ts';

type Props = { product: AdminProduct; onChange: (p: AdminProduct) => void };

export function DraftPanel({ product, onChange }: Props) {
  const { busy, run } = useAction();
  if (!product.draft) return null;
  const blocked = product.missing.length > 0;
  return (
    <section
      aria-labelledby="draft-title"
      className="flex flex-col gap-3 rounded-card border border-saffron/60 bg-saffron/10 p-4"
      data-draft-panel
    >
      <h2 id="draft-title" className="flex items-center gap-2 font-sans text-base font-semibold">
        <FilePenLine size={18} aria-hidden="true" />
        Draft: not in the shop yet
      </h2>
      <p className="text-sm">
        Shoppers cannot find, see or buy it until you publish it. Publishing puts it on sale and builds its page.
      </p>
      {blocked && (
        <p className="text-sm font-medium text-rose-dark">
          Before publishing, add what its page must declare: {product.missing.join(', ')}.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy || blocked}
          onClick={() => void run(async () => onChange(await publishProduct(product)))}
        >
          Publish product
        </button>
      </div>
    </section>
  );
}
