// The styles of a one-category listing as chips under its heading ("All", "Kurta set 3", "Festive 4"): each one is the
// Style filter of the sidebar and the phone's sheet (the same state, the same ?style= in the address), one tap away.
import type { FacetKey, FacetOption } from './listing.ts';

type Props = {
  /** The collection's name, for the group's label: "Styles in Co-Ord Sets". */
  collection: string;
  chips: readonly FacetOption[];
  chosen: readonly string[];
  onToggle: (key: FacetKey, value: string) => void;
  onAll: () => void;
};

const chip = [
  'inline-flex min-h-10 items-center gap-1.5 rounded-pill border px-3.5 text-sm',
  'aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-ivory',
].join(' ');

export function StyleChips({ collection, chips, chosen, onToggle, onAll }: Props) {
  return (
    <fieldset className="mt-4 min-w-0" data-style-chips>
      <legend className="sr-only">Styles in {collection}</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${chip} border-line bg-white hover:border-ink`}
          aria-pressed={chosen.length === 0}
          onClick={onAll}
        >
          All
        </button>
        {chips.map((o) => (
          <button
            key={o.value}
            type="button"
            className={`${chip} border-line bg-white hover:border-ink`}
            aria-pressed={chosen.includes(o.value)}
            onClick={() => onToggle('styles', o.value)}
          >
            {o.label}
            <span className="text-xs opacity-70">{o.count}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
