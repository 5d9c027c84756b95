// A draft's state on its screen: shoppers cannot see or buy it. "Preview" opens its page as shoppers will get it (the
// product page itself, built with the shop's pages at a private address: "Build preview" starts that build when the
// draft changed since); "Publish product" puts it on sale and builds its page.
import { useStore } from '@nanostores/react';
import { ExternalLink, FilePenLine, RefreshCw } from 'lucide-react';
import { useAction } from '#/features/admin/use-action.ts';
import { $publish, requestPublish } from '#/features/admin/publish/publish.store.ts';
import type { AdminProduct } from './admin-product.ts';
import { publishProduct } from './publish-product.ts';
import { previewState } from './preview.ts';

type Props = { product: AdminProduct; onChange: (p: AdminProduct) => void };

export function DraftPanel({ product, onChange }: Props) {
  const { busy, run } = useAction();
  const { status, starting } = useStore($publish);
  if (!product.draft) return null;
  const blocked = product.missing.length > 0;
  const preview = previewState(product, status);
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
      <div className="flex flex-wrap items-center gap-3">
        {preview === 'ready' && product.preview ? (
          <a className="btn-outline" href={product.preview} target="_blank" rel="noopener" data-preview-link>
            Preview
            <ExternalLink size={16} aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <button
            type="button"
            className="btn-outline"
            disabled={preview === 'building' || starting}
            onClick={() => void requestPublish()}
          >
            {preview === 'building' && <RefreshCw size={16} aria-hidden="true" className="animate-spin" />}
            {preview === 'building' ? 'Building the preview…' : 'Build preview'}
          </button>
        )}
        <button
          type="button"
          className="btn-primary"
          disabled={busy || blocked}
          onClick={() => void run(async () => onChange(await publishProduct(product)))}
        >
          Publish product
        </button>
      </div>
      <p className="text-xs text-muted" role="status">
        {preview === 'ready'
          ? 'The preview is its product page as shoppers will see it, at a private address search engines skip.'
          : 'The preview is built with the shop’s pages, in about a minute; other saved changes go live with it.'}
      </p>
    </section>
  );
}
