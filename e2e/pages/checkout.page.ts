// The /checkout screen: the delivery address, the payment choice, Proceed to Pay and the sandbox payment window.
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../hydrated.ts';

/** The shopper's delivery address in the journeys (also what they send when they order through the API). */
export const SHOPPER_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '9876543210',
};
export type Address = typeof SHOPPER_ADDRESS;

/** The address form's fields in the order a shopper meets them at checkout (the account's address book has them). */
export const ADDRESS_FIELDS: [label: string, key: keyof Address][] = [
  ['Phone', 'phone'],
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
  ['Street', 'street'],
  ['City', 'city'],
  ['State', 'state'],
  ['PIN code', 'zipcode'],
];

/** Types `address` into the address form inside `form` (checkout's, or one of the account's address book). */
export async function typeAddress(form: Page | Locator, address: Address): Promise<void> {
  for (const [label, key] of ADDRESS_FIELDS) await form.getByLabel(label, { exact: true }).fill(address[key]);
}

export class CheckoutPage {
  readonly page: Page;
  readonly summary: Locator;
  readonly proceed: Locator;
  /** The button once cash on delivery is chosen (no provider's window opens). */
  readonly placeCod: Locator;
  readonly sandbox: Locator;
  /** The WhatsApp order-updates box (consent: never ticked for her). */
  readonly whatsApp: Locator;

  constructor(page: Page) {
    this.page = page;
    this.summary = page.getByRole('complementary', { name: 'Order summary' });
    this.proceed = page.getByRole('button', { name: 'Proceed to Pay' });
    this.placeCod = page.getByRole('button', { name: 'Place order (pay on delivery)' });
    this.sandbox = page.getByRole('dialog', { name: 'Sandbox payment window' });
    this.whatsApp = page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
  }

  async open(): Promise<void> {
    await this.page.goto('/checkout');
    await hydrated(this.page);
  }

  /** Types the delivery address, `changes` over the shopper's usual one. */
  async fillAddress(changes: Partial<Address> = {}): Promise<void> {
    await typeAddress(this.page, { ...SHOPPER_ADDRESS, ...changes });
  }

  /** Picks a payment method by the start of its name (Razorpay, Card, Cash on Delivery). */
  async choosePayment(method: string): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  }

  /** Proceed to Pay, then Pay in the sandbox window, once it asks for `amount` (the server's total) when given. */
  async payInSandbox(amount?: string): Promise<void> {
    await this.proceed.click();
    const asked = this.sandbox.locator('[data-sandbox-amount]');
    if (amount === undefined) await expect(asked).toBeVisible();
    else await expect(asked).toHaveText(amount);
    await this.sandbox.getByRole('button', { name: 'Pay' }).click();
  }
}
