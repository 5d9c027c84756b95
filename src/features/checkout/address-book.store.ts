// Checkout and the shopper's address book (docs/product/checkout-and-payments.md#saved-addresses): with saved
// addresses she picks one (the last used, else the default, is preselected) or "Use a new address"; a new one is
// saved only when she ticks "Save this address" (unticked to start: her data, her choice). The order request is
// unchanged: the chosen address goes in it as typed ones do.
import { atom } from 'nanostores';
import { addressFromSaved, EMPTY_ADDRESS, savedFromAddress, type Address } from '#/lib/address.ts';
import { $addresses, addAddress, loadAddresses, markAddressUsed, preselected } from '#/features/account/index.ts';

/** A saved address's id, or 'new' for the form; undefined until her book has loaded. */
export const $addressChoice = atom<string | undefined>(undefined);
/** "Save this address" under a new address: unticked until she ticks it. */
export const $saveNewAddress = atom(false);

export const setSaveNewAddress = (on: boolean) => $saveNewAddress.set(on);

/**
 * Loads her book and, the first time it arrives, preselects one (or the form when there is none). `apply` puts a
 * chosen address into the checkout form. Returns the stop.
 */
export function startAddressBook(apply: (address: (email: string) => Address) => void): () => void {
  void loadAddresses();
  return $addresses.subscribe((state) => {
    if (state.status === 'failed') $addressChoice.set($addressChoice.get() ?? 'new');
    if (state.status !== 'ready' || $addressChoice.get() !== undefined) return;
    const first = preselected(state.data);
    if (first) chooseAddress(first._id, apply);
    else $addressChoice.set('new');
  });
}

/** Picks a saved address (into the form's state) or 'new' (a blank form). */
export function chooseAddress(choice: string, apply: (address: (email: string) => Address) => void): void {
  $addressChoice.set(choice);
  const book = $addresses.get();
  const saved = book.status === 'ready' ? book.data.find((a) => a._id === choice) : undefined;
  // A new address starts blank but for the contact e-mail, not as the saved one she moved away from.
  apply((email) => (saved ? addressFromSaved(saved, email) : { ...EMPTY_ADDRESS, email }));
}

/**
 * As the order goes: the saved address chosen is marked used (preselected next time), or a new one she asked to
 * keep is saved. Never holds the order up: a failure here is the book's toast, and the order goes on.
 */
export async function rememberAddress(address: Address): Promise<void> {
  const choice = $addressChoice.get();
  if (choice && choice !== 'new') return markAddressUsed(choice);
  if ($saveNewAddress.get()) {
    await addAddress(savedFromAddress(address), { used: true, quiet: true });
    $saveNewAddress.set(false);
  }
}
