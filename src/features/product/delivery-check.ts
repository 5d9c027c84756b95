// "Check delivery" on the product page (BuyBox.astro): the estimate for a 6-digit PIN code.
import { api, errorMessage } from '#/lib/api.ts';
import { isValidPin } from '#/lib/address.ts';
import { toast } from '#/lib/toast.ts';

export function startDeliveryCheck(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="pincode"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const estimate = form.querySelector<HTMLElement>('[data-estimate]')!;
  input.addEventListener('input', () => {
    input.value = input.value.replace(/\D/g, '');
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    estimate.hidden = true;
    const pin = input.value;
    if (!isValidPin(pin)) return toast.error('Please enter a valid PIN code');
    button.disabled = true;
    try {
      const r = await api('/api/order/estimated-delivery', { body: { pincode: pin.trim() }, auth: false });
      if (r.success) {
        estimate.textContent = r.estimatedDelivery;
        estimate.hidden = false;
      } else toast.error('Delivery unavailable for this PIN code.');
    } catch (error) {
      console.error(errorMessage(error));
      toast.error('Failed to fetch delivery details.');
    } finally {
      button.disabled = false;
    }
  });
}
