// Checkout's delivery choice: Standard (its fee, or FREE from the threshold) and Express (its fee), each with
// its expected date once the delivery PIN is known. Native radios in a fieldset: arrow keys move between
// them, and the legend names the group.
import { useEffect, useState } from 'react';
import { api } from '#/lib/api.ts';
import { isValidPin } from '#/lib/address.ts';
import { formatINR, toRupees } from '#/lib/money.ts';
import { DELIVERY } from '#/lib/build-config.ts';
import { deliveryFeePaise, deliveryTexts, type ShippingChoice as Choice } from '#/lib/delivery.ts';

type Estimates =
  | { status: 'none' }
  | { status: 'ready'; pin: string; standard: string; express: string }
  | { status: 'unavailable'; pin: string };

/** The expected dates for a valid PIN; the newest PIN's answer wins. */
export function useDeliveryEstimates(pin: string): Estimates {
  const [state, setState] = useState<Estimates>({ status: 'none' });
  const valid = isValidPin(pin);
  useEffect(() => {
    if (!valid) return;
    const abort = new AbortController();
    api('/api/order/estimated-delivery', {
      body: { pincode: pin },
      auth: false,
      signal: abort.signal,
    })
      .then((r) =>
        setState(
          r.success
            ? { status: 'ready', pin, standard: r.estimatedDelivery, express: r.express.estimatedDelivery }
            : { status: 'unavailable', pin },
        ),
      )
      .catch(() => undefined); // no date is no reason to stop a checkout: the generic text stays
    return () => abort.abort();
  }, [pin, valid]);
  return state.status !== 'none' && valid && state.pin === pin ? state : { status: 'none' };
}

const texts = deliveryTexts(DELIVERY);
const CHOICE = 'flex min-h-20 cursor-pointer gap-3 rounded-card border p-4 has-[:focus-visible]:ring-2';

export function ShippingChoice(props: {
  itemsPaise: number;
  pin: string;
  selected: Choice;
  onSelect: (choice: Choice) => void;
}) {
  const estimates = useDeliveryEstimates(props.pin);
  const options: { id: Choice; label: string; when: string }[] = [
    {
      id: 'standard',
      label: 'Standard',
      when: estimates.status === 'ready' ? estimates.standard : 'Ships in 6-9 working days',
    },
    {
      id: 'express',
      label: 'Express',
      when: estimates.status === 'ready' ? estimates.express : `Up to ${texts.expressDaysSaved} sooner`,
    },
  ];
  return (
    <fieldset className="mt-8" data-shipping-choice>
      <legend className="font-serif text-xl">Delivery</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((o) => {
          const fee = deliveryFeePaise(props.itemsPaise, o.id, DELIVERY);
          const checked = props.selected === o.id;
          return (
            <label key={o.id} className={`${CHOICE} ${checked ? 'border-ink bg-white' : 'border-line'}`}>
              <input
                type="radio"
                name="shipping"
                value={o.id}
                checked={checked}
                onChange={() => props.onSelect(o.id)}
                aria-labelledby={`shipping-${o.id}-name`}
                aria-describedby={`shipping-${o.id}-when`}
                className="mt-1 accent-ink"
              />
              <span className="flex-1">
                <span id={`shipping-${o.id}-name`} className="flex justify-between gap-3 font-medium">
                  <span>{o.label}</span>
                  <span className={fee === 0 ? 'font-semibold tracking-wide' : undefined}>
                    {fee === 0 ? 'FREE' : formatINR(toRupees(fee))}
                  </span>
                </span>
                <span id={`shipping-${o.id}-when`} className="block text-sm text-muted">
                  {o.when}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {estimates.status === 'unavailable' && (
        <p className="mt-2 text-sm text-rose-dark">Delivery unavailable for this PIN code.</p>
      )}
    </fieldset>
  );
}
