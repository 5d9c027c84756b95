// The filter checkboxes with a count beside each option ("M (12)"): the desktop sidebar and the phone's
// bottom sheet render the same groups. An option that would show nothing is dimmed (still selectable, to
// undo a choice); colour, fabric and occasion appear only when the catalog has them.
import type { FacetCounts, FacetKey, ListingState } from './listing.ts';

type Props = {
  facets: FacetCounts;
  state: ListingState;
  onToggle: (key: FacetKey, value: string) => void;
  /** The sheet lays options out in two columns to save height on a phone. */
  columns?: 1 | 2;
};

export function FilterGroups({ facets, state, onToggle, columns = 1 }: Props) {
  return (
    <>
      {facets
        .filter((f) => f.options.length > 0)
        .map((facet) => (
          <fieldset key={facet.key}>
            <legend className="text-xs font-semibold tracking-[0.2em] uppercase">{facet.legend}</legend>
            <ul className={`mt-3 gap-x-4 gap-y-1 ${columns === 2 ? 'grid grid-cols-2' : 'space-y-1'}`}>
              {facet.options.map((o) => {
                const checked = state[facet.key].includes(o.value);
                return (
                  <li key={o.value}>
                    <label
                      className={`flex min-h-10 cursor-pointer items-center gap-3 text-sm ${
                        o.count === 0 && !checked ? 'text-muted' : ''
                      }`}
                    >
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-ink"
                        checked={checked}
                        onChange={() => onToggle(facet.key, o.value)}
                      />
                      <span className="min-w-0">
                        {o.label} <span className="text-muted">({o.count})</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
    </>
  );
}
