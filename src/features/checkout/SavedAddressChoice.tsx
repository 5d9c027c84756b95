// Checkout's saved addresses as radio cards (one fieldset: the arrow keys move between them), the last "Use a new
// address"; and "Save this address" under a new one, unticked until she ticks it.
import type { ReactNode } from 'react';
import type { SavedAddress } from '#/features/account/index.ts';

const CARD = 'flex cursor-pointer gap-3 rounded-card border p-4 text-sm';

export function SavedAddressChoice(props: {
  book: readonly SavedAddress[];
  selected: string | undefined;
  onSelect: (choice: string) => void;
}) {
  const { book, selected } = props;
  const card = (id: string, body: ReactNode) => (
    <label key={id} className={`${CARD} ${selected === id ? 'border-ink bg-white' : 'border-line'}`} data-address-card>
      <input
        type="radio"
        name="saved-address"
        value={id}
        checked={selected === id}
        onChange={() => props.onSelect(id)}
        className="mt-1 accent-ink"
      />
      <span className="min-w-0 [overflow-wrap:anywhere]">{body}</span>
    </label>
  );
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">Choose a delivery address</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {book.map((a) =>
          card(
            a._id,
            <>
              <span className="block font-medium">
                {a.firstName} {a.lastName}
                {a.isDefault && <span className="ml-2 text-xs font-normal text-muted">Default</span>}
              </span>
              <span className="block text-muted">
                {a.street}
                {a.landmark && `, ${a.landmark}`}, {a.city}, {a.state} {a.zipcode}
              </span>
              <span className="block text-muted">Phone {a.phone}</span>
            </>,
          ),
        )}
        {card('new', <span className="block font-medium">Use a new address</span>)}
      </div>
    </fieldset>
  );
}

export function SaveAddressChoice(props: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id="save-address"
        type="checkbox"
        name="saveAddress"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-ink"
      />
      <label htmlFor="save-address" className="text-sm font-medium">
        Save this address for next time
      </label>
    </div>
  );
}
