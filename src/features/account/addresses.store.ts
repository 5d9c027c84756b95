// The shopper's address book (docs/product/accounts.md#saved-addresses), shared by the account page (add, edit,
// delete, make default) and checkout (choose one, save a new one, mark the one an order went to). Every change
// answers the whole book, which replaces the one on screen.
import { atom } from 'nanostores';
import { api, type ApiSuccess } from '#/lib/api.ts';
import { loadedAtom, ok, sendChange } from '#/lib/load-state.ts';
import { toast } from '#/lib/toast.ts';
import type { SavedAddressFields } from '#/lib/address.ts';

export type SavedAddress = ApiSuccess<'/api/user/addresses', 'GET'>['addresses'][number];

/** The book as the server holds it: its load state, its load and its retry. */
export const addressBook = loadedAtom(async () => ok(await api('/api/user/addresses', { method: 'GET' })).addresses);
export const { $state: $addresses, load: loadAddresses } = addressBook;
/** A change is on its way (buttons wait for it). */
export const $savingAddress = atom(false);

type Change = { success: true; message: string; addresses: SavedAddress[] };

/** Sends one change; its answer's book replaces the shown one. `quiet`: no toast on success (checkout's own). */
async function change<R extends Change>(
  send: () => Promise<R | { success: false; message: string }>,
  quiet = false,
): Promise<R | undefined> {
  const r = await sendChange($savingAddress, send);
  if (r) $addresses.set({ status: 'ready', data: r.addresses });
  if (r && !quiet) toast.success(r.message);
  return r;
}

/** Saves a new address; answers its id (undefined when refused). */
export async function addAddress(
  address: SavedAddressFields,
  options: { isDefault?: boolean; used?: boolean; quiet?: boolean } = {},
): Promise<string | undefined> {
  const { quiet, ...flags } = options;
  const r = await change<Change & { id: string }>(
    () => api('/api/user/addresses', { body: { ...address, ...flags } }),
    quiet,
  );
  return r?.id;
}

export async function updateAddress(id: string, address: SavedAddressFields): Promise<boolean> {
  return !!(await change(() => api('/api/user/addresses/:id', { method: 'PATCH', params: { id }, body: address })));
}

export async function deleteAddress(id: string): Promise<boolean> {
  return !!(await change(() => api('/api/user/addresses/:id', { method: 'DELETE', params: { id } })));
}

export async function makeDefaultAddress(id: string): Promise<boolean> {
  return !!(await change(() => api('/api/user/addresses/:id/default', { params: { id } })));
}

/** Checkout sends an order to it: preselected next time. */
export async function markAddressUsed(id: string): Promise<void> {
  await change(() => api('/api/user/addresses/:id/used', { params: { id } }), true);
}

/** The one checkout preselects: the last one an order went to, else the default, else the first. */
export function preselected(book: readonly SavedAddress[]): SavedAddress | undefined {
  const used = book.filter((a) => a.lastUsedAt).sort((a, b) => b.lastUsedAt!.localeCompare(a.lastUsedAt!));
  return used[0] ?? book.find((a) => a.isDefault) ?? book[0];
}
