// A saved address in three lines: who (the default one marked "Default"), where, and the phone. Spans, so it reads
// the same in the account's address book and inside checkout's radio cards (labels).
import { addressLine } from '#/lib/address.ts';
import type { SavedAddress } from './addresses.store.ts';

export function SavedAddressLines({ address: a }: { address: SavedAddress }) {
  return (
    <>
      <span className="block font-medium [overflow-wrap:anywhere]">
        {a.firstName} {a.lastName}
        {a.isDefault && <span className="ml-2 rounded-pill bg-sand px-2 py-0.5 text-xs font-normal">Default</span>}
      </span>
      <span className="mt-1 block text-muted [overflow-wrap:anywhere]">{addressLine(a)}</span>
      <span className="block text-muted">Phone {a.phone}</span>
    </>
  );
}
