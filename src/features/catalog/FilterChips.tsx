// The applied filters as chips: each one removes its filter; "Clear all" removes every one.
import { X } from 'lucide-react';
import { appliedFilters, type FacetKey, type ListingState } from './listing.ts';

type Props = { state: ListingState; onRemove: (key: FacetKey, value: string) => void; onClear: () => void };

const chip = 'inline-flex min-h-9 items-center gap-1.5 rounded-pill border border-line bg-white pr-2 pl-3 text-sm';

export function FilterChips({ state, onRemove, onClear }: Props) {
  const applied = appliedFilters(state);
  if (!applied.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Applied filters">
      {applied.map((f) => (
        <li key={`${f.key}:${f.value}`}>
          <button
            type="button"
            className={`${chip} hover:border-ink`}
            aria-label={`Remove filter ${f.label}`}
            onClick={() => onRemove(f.key, f.value)}
          >
            {f.label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="min-h-9 px-2 text-sm link-underline" onClick={onClear}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
