// The payment part of checkout: exactly the methods the server takes. While they load, placeholders
// hold the space the choices take, so nothing below moves; if they cannot be loaded, it says so and
// offers a retry rather than showing methods the server may not take.
import { COD } from '#/lib/build-config.ts';
import { methodHint, type PaymentMethodId } from './payment-methods.ts';
import type { MethodsState } from './payment-methods.store.ts';

// Two choices side by side from `sm`, stacked below: the box keeps room for three (the online methods and
// cash on delivery) at every width, so the summary below never moves when they load.
const BOX = 'mt-3 grid min-h-[16.5rem] content-start gap-3 sm:min-h-[10.75rem] sm:grid-cols-2';
const CHOICE = 'flex min-h-20 gap-3 rounded-card border p-4';

export function PaymentChoice(props: {
  state: MethodsState;
  selected: PaymentMethodId | undefined;
  onSelect: (id: PaymentMethodId) => void;
  onRetry: () => void;
}) {
  const { state, selected } = props;
  return (
    <fieldset className="mt-8" aria-busy={state.status === 'loading'} data-payment-methods={state.status}>
      <legend className="font-serif text-xl">Payment</legend>
      <div className={BOX}>
        {state.status === 'loading' && (
          <>
            <p role="status" className="sr-only">
              Loading payment options...
            </p>
            <div aria-hidden="true" className={`${CHOICE} animate-pulse border-line bg-sand/60`} />
            <div aria-hidden="true" className={`${CHOICE} animate-pulse border-line bg-sand/60`} />
          </>
        )}
        {state.status === 'failed' && (
          <div role="alert" className={`${CHOICE} items-center justify-between border-line sm:col-span-2`}>
            <p className="text-sm">
              <span className="block font-medium">Payment options could not be loaded.</span>
              <span className="text-muted">Check your connection and try again.</span>
            </p>
            <button type="button" className="btn-outline shrink-0" onClick={props.onRetry}>
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.methods.length === 0 && (
          <p role="alert" className={`${CHOICE} items-center border-line text-sm sm:col-span-2`}>
            Online payment is not available right now. Please try again later.
          </p>
        )}
        {state.status === 'ready' &&
          state.methods.map((m) => (
            <label
              key={m.id}
              className={`${CHOICE} cursor-pointer ${selected === m.id ? 'border-ink bg-white' : 'border-line'}`}
            >
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={selected === m.id}
                onChange={() => props.onSelect(m.id)}
                className="mt-1 accent-ink"
              />
              <span>
                <span className="block font-medium">{m.label}</span>
                <span className="block text-sm text-muted">
                  {m.sandbox ? 'Test payment: no money moves' : methodHint(m.id, COD.feePaise)}
                </span>
              </span>
            </label>
          ))}
      </div>
    </fieldset>
  );
}
