// The account feature as other features use it: the address book's store, which checkout chooses from and saves to,
// /account mounts AccountView from its own file (an island bundles only its file's imports; through an index every
// island listed here would load with it).
export {
  $addresses,
  addAddress,
  loadAddresses,
  markAddressUsed,
  preselected,
  type SavedAddress,
} from './addresses.store.ts';
export { SavedAddressLines } from './SavedAddressLines.tsx';
