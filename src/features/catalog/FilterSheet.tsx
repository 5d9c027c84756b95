// Filters on a phone: a bottom sheet (a modal dialog: focus stays inside, Escape closes) that applies each
// choice at once and closes with "Show N products".
import { CloseButton } from '#/components/ui/CloseButton.tsx';
import { useModalDialog } from '#/lib/browser/use-modal-dialog.ts';
import { FilterGroups } from './FilterGroups.tsx';
import type { FacetCounts, FacetKey, ListingState } from './listing.ts';

const sheet = [
  'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none flex-col',
  'rounded-t-2xl bg-ivory p-0 text-ink shadow-xl open:flex',
].join(' ');

type Props = {
  facets: FacetCounts;
  state: ListingState;
  total: number;
  onToggle: (key: FacetKey, value: string) => void;
  onClear: () => void;
  onClose: () => void;
};

export function FilterSheet({ facets, state, total, onToggle, onClear, onClose }: Props) {
  const { ref: dialog, props: modal } = useModalDialog({ open: true, onBackdrop: (d) => d.close() });
  const close = () => dialog.current?.close();

  return (
    <dialog {...modal} aria-labelledby="filter-sheet-title" onClose={onClose} className={sheet}>
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 id="filter-sheet-title" className="font-sans text-base font-semibold">
          Filters
        </h2>
        <CloseButton onClick={close} label="Close filters" iconSize={22} />
      </div>
      <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4">
        <FilterGroups facets={facets} state={state} onToggle={onToggle} columns={2} />
      </div>
      <div className="flex gap-3 border-t border-line px-4 py-3">
        <button type="button" className="btn-outline flex-1 px-3" onClick={onClear}>
          Clear all
        </button>
        <button type="button" className="btn-primary flex-[2] px-3" onClick={close}>
          Show {total} {total === 1 ? 'product' : 'products'}
        </button>
      </div>
    </dialog>
  );
}
