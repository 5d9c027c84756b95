// "Choose a size" for Add to Cart on a wishlist card: a small sheet from the bottom edge on a phone (a centred
// dialog from `sm`), so the card itself keeps one readable button. A native modal dialog: the page behind is
// inert, Tab stays inside, Escape closes it, and focus returns to the Add to Cart button that opened it.
import { CloseButton } from '#/components/ui/CloseButton.tsx';
import { useMountedDialog } from '#/lib/browser/use-modal-dialog.ts';
import { formatINR } from '#/lib/money.ts';
import type { Product } from '#/lib/product.ts';

const sheet = [
  'mx-0 mt-auto mb-0 w-full max-w-none rounded-t-card bg-ivory p-0 text-ink shadow-2xl',
  'sm:m-auto sm:w-[min(24rem,calc(100vw-2rem))] sm:rounded-card backdrop:bg-ink/40',
].join(' ');

export function SizeSheet({
  product,
  onPick,
  onClose,
}: {
  product: Product;
  onPick: (size: string) => void;
  onClose: () => void;
}) {
  const { props: modal } = useMountedDialog(onClose);

  return (
    <dialog
      {...modal}
      aria-labelledby="size-sheet-title"
      aria-describedby="size-sheet-product"
      className={sheet}
      data-size-sheet
    >
      <div className="p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="size-sheet-title" className="text-xl">
              Choose a size
            </h2>
            <p id="size-sheet-product" className="mt-1 text-sm break-words text-muted">
              {product.name} · {formatINR(product.price)}
            </p>
          </div>
          <CloseButton onClick={onClose} className="-mt-2 -mr-2" />
        </div>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sizes">
          {product.sizes.map((s) => (
            <li key={s._id}>
              <button
                type="button"
                className="size-pill"
                disabled={s.stock <= 0}
                aria-label={s.stock <= 0 ? `${s.size}, out of stock` : undefined}
                onClick={() => onPick(s.size)}
              >
                {s.size}
              </button>
            </li>
          ))}
        </ul>
        {product.sizes.some((s) => s.stock <= 0) && (
          <p className="mt-3 text-xs text-muted">Crossed-out sizes are out of stock.</p>
        )}
      </div>
    </dialog>
  );
}
