// The /cart screen: its lines by size and the summary beside them.
import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../hydrated.ts';

export class CartPage {
  readonly page: Page;
  readonly summary: Locator;
  readonly lines: Locator;

  constructor(page: Page) {
    this.page = page;
    this.summary = page.getByRole('complementary', { name: 'Cart Summary' });
    this.lines = page.locator('[data-cart-line]');
  }

  async open(): Promise<void> {
    await this.page.goto('/cart');
    await hydrated(this.page);
  }

  /** The cart line of `size` (the journeys put one product in the cart). */
  line(size: string): Locator {
    return this.lines.filter({ hasText: `Size: ${size}` });
  }

  /** Presses a line's Increase, Decrease or Remove. */
  async press(size: string, button: 'Increase' | 'Decrease' | 'Remove'): Promise<void> {
    await this.line(size)
      .getByRole('button', { name: new RegExp(button) })
      .click();
  }
}
