// The account page's Addresses (docs/product/accounts.md#saved-addresses): each saved address with Edit, Delete and
// Make default (buttons named for the address they act on), and Add an address; one form open at a time. Delete
// asks first, in place ("Delete this address?"): a tap near Edit should not lose an address typed on a phone.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { bone } from '#/components/ui/LoadStates.tsx';
import {
  $savingAddress,
  addAddress,
  addressBook,
  deleteAddress,
  makeDefaultAddress,
  type SavedAddress,
  updateAddress,
} from './addresses.store.ts';
import { LoadedCard } from './AccountCard.tsx';
import { SavedAddressLines } from './SavedAddressLines.tsx';
import { BLANK_SAVED_ADDRESS, SavedAddressForm } from './SavedAddressForm.tsx';

/** Which form is open: none, a new address, or the one being edited (its id). */
type Editing = undefined | 'new' | string;

export function AddressBook() {
  const busy = useStore($savingAddress);
  const [editing, setEditing] = useState<Editing>(undefined);

  const close = () => setEditing(undefined);
  /** Closes the form once the change is saved; a refusal keeps it open with what she typed. */
  const closeIf = (saved: boolean) => {
    if (saved) close();
    return saved;
  };
  return (
    <LoadedCard
      titleId="addresses-title"
      title="Addresses"
      intro="Choose one at checkout instead of typing it again."
      store={addressBook}
      noun="addresses"
      bones={
        <div className="space-y-3">
          <div className={`h-20 ${bone}`} />
          <div className={`h-11 w-40 ${bone}`} />
        </div>
      }
      data-address-book
    >
      {(book) => (
        <>
          {book.length === 0 && editing !== 'new' && <p className="mt-4 text-sm">No saved addresses yet.</p>}
          <ul className="mt-4 grid gap-3">
            {book.map((a) =>
              editing === a._id ? (
                <li key={a._id}>
                  <SavedAddressForm
                    title={`Edit address: ${a.firstName} ${a.lastName}`}
                    initial={a}
                    busy={busy}
                    onCancel={close}
                    onSave={async (changed) => closeIf(await updateAddress(a._id, changed))}
                  />
                </li>
              ) : (
                <AddressCard key={a._id} address={a} busy={busy} onEdit={() => setEditing(a._id)} />
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <SavedAddressForm
              title="New address"
              initial={BLANK_SAVED_ADDRESS}
              busy={busy}
              onCancel={close}
              onSave={async (added) => closeIf(!!(await addAddress(added)))}
            />
          ) : (
            <button type="button" className="btn-outline mt-4" onClick={() => setEditing('new')}>
              Add an address
            </button>
          )}
        </>
      )}
    </LoadedCard>
  );
}

function AddressCard({ address: a, busy, onEdit }: { address: SavedAddress; busy: boolean; onEdit: () => void }) {
  const who = `${a.firstName} ${a.lastName}, ${a.street}`;
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };
  return (
    <li className="rounded-card border border-line p-4 text-sm" data-saved-address={a._id}>
      <SavedAddressLines address={a} />
      {confirming ? (
        // Escape anywhere in the question keeps the address.
        <fieldset
          aria-label={`Delete ${who}?`}
          className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2"
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
        >
          <p className="font-medium">Delete this address?</p>
          <button
            type="button"
            className="btn-outline min-h-11 px-4"
            disabled={busy}
            onClick={() => void deleteAddress(a._id)}
          >
            Yes, delete
          </button>
          <button ref={keep} type="button" className="link-underline min-h-11" onClick={cancel}>
            Keep it
          </button>
        </fieldset>
      ) : (
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <button type="button" className="link-underline min-h-11" aria-label={`Edit ${who}`} onClick={onEdit}>
            Edit
          </button>
          <button
            ref={deleteButton}
            type="button"
            className="link-underline min-h-11"
            aria-label={`Delete ${who}`}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
          {!a.isDefault && (
            <button
              type="button"
              className="link-underline min-h-11"
              aria-label={`Make ${who} the default`}
              disabled={busy}
              onClick={() => void makeDefaultAddress(a._id)}
            >
              Make default
            </button>
          )}
        </div>
      )}
    </li>
  );
}
