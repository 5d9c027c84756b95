// A product's page: its sizes, Add to Cart, and the header's cart count that answers it.
import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '../fixtures.ts';
import { hydrated } from '../hydrated.ts';

export class ProductPage {
  readonly page: Page;
  readonly addButton: Locator;
  readonly cartCount: Locator;

  constructor(page: Page) {
    this.page = page;
    this.addButton = page.getByRole('button', { name: 'Add to Cart' });
    this.cartCount = page.locator('[data-cart-count]');
  }

  async open(product: { name: string }): Promise<void> {
    await this.page.goto(pathOf(product));
    await hydrated(this.page);
  }

  sizeButton(size: string): Locator {
    return this.page.getByRole('button', { name: size, exact: true });
  }

  async chooseSize(size: string): Promise<void> {
    await this.sizeButton(size).click();
    await expect(this.sizeButton(size)).toHaveAttribute('aria-pressed', 'true');
  }

  /**
   * Opens the product's page, chooses `size` and adds one (the count it leaves is the caller's to check). Signed in,
   * it waits until the server's cart has it too: the next page loads that cart as the truth.
   */
  async addToCart(product: { name: string }, size: string): Promise<void> {
    await this.open(product);
    await this.chooseSize(size);
    const signedIn = await this.page.evaluate(() => localStorage.getItem('token') !== null);
    const mirrored = signedIn && this.page.waitForResponse((r) => r.url().endsWith('/api/cart/add'));
    await this.addButton.click();
    await mirrored;
  }
}
