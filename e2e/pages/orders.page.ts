// My Orders (/orders): the order cards, newest first, and the order the shopper was just sent here for.
import { expect, type Locator, type Page } from '@playwright/test';

export class OrdersPage {
  readonly page: Page;
  readonly cards: Locator;
  readonly placedHeading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.cards = page.locator('article[data-order]');
    this.placedHeading = page.getByRole('heading', { name: 'Order placed successfully!' });
  }

  /** Waits for the page checkout sends a paid order to; returns that order's id. */
  async justPlaced(): Promise<string> {
    await expect(this.page).toHaveURL(/\/orders\?placed=ord_\w+$/);
    return new URL(this.page.url()).searchParams.get('placed')!;
  }
}
