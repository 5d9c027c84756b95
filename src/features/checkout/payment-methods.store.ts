// The payment methods checkout offers, as a load state (the server says which it takes, at run time), and the
// shopper's choice among them: the first offered until she picks another.
import { atom, computed, onMount } from 'nanostores';
import { loadPaymentMethods, type PaymentMethod, type PaymentMethodId } from './payment-methods.ts';

export type MethodsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; methods: PaymentMethod[] };

export const $paymentMethods = atom<MethodsState>({ status: 'loading' });
const $choice = atom<PaymentMethodId | undefined>(undefined);

/** The method checkout pays with: the one chosen if it is offered, else the first offered. */
export const $paymentMethod = computed([$paymentMethods, $choice], (state, choice) => {
  const offered = state.status === 'ready' ? state.methods : [];
  return (offered.find((m) => m.id === choice) ?? offered[0])?.id;
});

export const choosePaymentMethod = (id: PaymentMethodId) => $choice.set(id);

let latest = 0; // only the newest request may set the state (a retry)
/** Loads the methods (again, after a failure: "Try again"). */
export function reloadPaymentMethods(): void {
  const mine = ++latest;
  $paymentMethods.set({ status: 'loading' });
  loadPaymentMethods()
    .then((methods) => mine === latest && $paymentMethods.set({ status: 'ready', methods }))
    .catch(() => mine === latest && $paymentMethods.set({ status: 'failed' }));
}

// Loaded once checkout shows them (only in the browser: the page is built without a server to ask).
onMount($paymentMethods, () => {
  if (typeof window !== 'undefined') reloadPaymentMethods();
  return () => {
    latest++;
  };
});
