// "Check delivery" on the product page (BuyBox.astro): the delivery promise for a 6-digit PIN code (the date, with the
// processing time behind it, and express's own date), and the "Cash on delivery available" cue (TrustCues.astro)
// when cash is taken there. The PIN is remembered (lib/browser/delivery-pin.ts): the next product page checks it at
// once.
import { api, errorMessage } from '#/lib/api.ts';
import { isValidPin } from '#/lib/address.ts';
import { deliveryPromise } from '#/lib/delivery.ts';
import { toast } from '#/lib/toast.ts';
import { $deliveryPin, rememberPin } from '#/lib/browser/delivery-pin.ts';

type Estimate = { latest: string; express?: { latest: string }; cod?: boolean };

export function startDeliveryCheck(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="pincode"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const standard = form.querySelector<HTMLElement>('[data-estimate]')!;
  const express = form.querySelector<HTMLElement>('[data-express]');
  const cod = document.querySelector<HTMLElement>('[data-cod-cue]');
  const codPin = cod?.querySelector<HTMLElement>('[data-cod-pin]');

  function show(pin: string, estimate: Estimate | undefined) {
    standard.hidden = !estimate;
    standard.textContent = estimate ? deliveryPromise.standard(estimate.latest) : '';
    if (express) {
      express.hidden = !estimate?.express;
      express.textContent = estimate?.express ? deliveryPromise.express(estimate.express.latest) : '';
    }
    if (cod) cod.hidden = !estimate?.cod;
    if (codPin) codPin.textContent = pin;
  }

  /** Asks for the estimate; a shopper who typed the PIN hears why there is none, a remembered one fails quietly. */
  async function check(pin: string, typed: boolean) {
    show(pin, undefined);
    button.disabled = true;
    try {
      const r = await api('/api/order/estimated-delivery', { body: { pincode: pin }, auth: false });
      if (r.success) {
        show(pin, r as Estimate);
        rememberPin(pin);
      } else if (typed) toast.error('Delivery unavailable for this PIN code.');
    } catch (error) {
      console.error(errorMessage(error));
      if (typed) toast.error('Failed to fetch delivery details.');
    } finally {
      button.disabled = false;
    }
  }

  input.addEventListener('input', () => {
    input.value = input.value.replace(/\D/g, '');
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const pin = input.value.trim();
    if (!isValidPin(pin)) {
      show(pin, undefined);
      return void toast.error('Please enter a valid PIN code');
    }
    void check(pin, true);
  });

  const remembered = $deliveryPin.get();
  if (remembered && !input.value) {
    input.value = remembered;
    void check(remembered, false);
  }
}
