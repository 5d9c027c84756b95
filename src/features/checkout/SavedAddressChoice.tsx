// Checkout's saved addresses as radio cards (one fieldset: the arrow keys move between them), the last "Use a new
// address"; and "Save this address" under a new one, unticked until she ticks it.
import type { ReactNode } from 'react';
import { type SavedAddress, SavedAddressLines } from '#/features/account/index.ts';
import { Tickbox } from './Tickbox.tsx';

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
        {book.map((a) => card(a._id, <SavedAddressLines address={a} />))}
        {card('new', <span className="block font-medium">Use a new address</span>)}
      </div>
    </fieldset>
  );
}

export function SaveAddressChoice(props: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Tickbox
      id="save-address"
      name="saveAddress"
      label="Save this address for next time"
      className="sm:col-span-2"
      {...props}
    />
  );
}
