// Checkout's delivery choice: Standard (its fee, or FREE from the threshold) and Express (its fee), each with the
// product page's one delivery promise (lib/delivery.ts) once a PIN is known: the address's, or until one is typed the
// PIN she last checked (lib/browser/delivery-pin.ts), named so she can tell. Native radios in a fieldset: arrow keys
// move between them, and the legend names the group.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '#/lib/api.ts';
import { isValidPin } from '#/lib/address.ts';
import { formatINR, toRupees } from '#/lib/money.ts';
import { DELIVERY } from '#/lib/build-config.ts';
import { $deliveryPin, rememberPin } from '#/lib/browser/delivery-pin.ts';
import {
  deliveryFeePaise,
  deliveryPromise,
  deliveryTexts,
  SHIPS_IN,
  type ShippingChoice as Choice,
} from '#/lib/delivery.ts';

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
            ? { status: 'ready', pin, standard: r.latest, express: r.express.latest }
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
  const remembered = useStore($deliveryPin);
  const typed = isValidPin(props.pin);
  const pin = typed ? props.pin : remembered;
  const estimates = useDeliveryEstimates(pin);
  useEffect(() => {
    if (typed && estimates.status === 'ready') rememberPin(props.pin);
  }, [typed, estimates.status, props.pin]);
  const ready = estimates.status === 'ready';
  const options: { id: Choice; label: string; when: string }[] = [
    {
      id: 'standard',
      label: 'Standard',
      when: ready ? deliveryPromise.standard(estimates.standard) : `Made to order: ships in ${SHIPS_IN}`,
    },
    {
      id: 'express',
      label: 'Express',
      when: ready ? deliveryPromise.expressBy(estimates.express) : `Up to ${texts.expressDaysSaved} sooner`,
    },
  ];
  return (
    <fieldset className="mt-8" data-shipping-choice>
      <legend className="font-serif text-xl">Delivery</legend>
      {ready && !typed && (
        <p className="mt-1 text-sm text-muted">Dates for PIN code {pin}, the one you last checked.</p>
      )}
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
      {estimates.status === 'unavailable' && typed && (
        <p className="mt-2 text-sm text-rose-dark">Delivery unavailable for this PIN code.</p>
      )}
    </fieldset>
  );
}
