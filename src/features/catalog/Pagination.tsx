// Previous, numbered pages and Next (docs/product/catalog-and-search.md#products-listing), windowed so it fits one line
// on a 320 px phone:
// 1 … 4 5 6 … 20 on wider screens, 1 … 5 … 20 on a phone.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from './listing.ts';

type Props = { page: number; pages: number; onGo: (page: number) => void };

const number = 'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold sm:size-11';
const step = [
  'inline-flex h-9 shrink-0 items-center gap-1 rounded-pill border border-ink px-2.5 text-sm font-semibold',
  'transition-colors hover:bg-ink hover:text-ivory disabled:cursor-not-allowed disabled:opacity-50',
  'disabled:hover:bg-transparent disabled:hover:text-ink sm:h-11 sm:px-4',
].join(' ');

export function Pagination({ page, pages, onGo }: Props) {
  const wide = pageItems(page, pages, 1);
  const narrow = pageItems(page, pages, 0);
  const render = (items: (number | 'gap')[], className: string) => (
    <span className={`items-center gap-1 ${className}`}>
      {items.map((n, i) =>
        n === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap${i}`} className="w-5 text-center text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`${number} ${n === page ? 'bg-ink text-ivory' : 'hover:bg-sand'}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onGo(n)}
          >
            {n}
          </button>
        ),
      )}
    </span>
  );
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-nowrap items-center justify-center gap-1 sm:gap-2">
      <button type="button" className={step} aria-label="Previous" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      {render(narrow, 'flex sm:hidden')}
      {render(wide, 'hidden sm:flex')}
      <button type="button" className={step} aria-label="Next" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        <span className="hidden sm:inline">Next</span>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
