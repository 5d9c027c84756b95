// The journeys' `test`: Playwright's, with the page objects of e2e/pages and a shopper signed up in the page.
// Import `test` and `expect` from here instead of '@playwright/test'.
import { test as base } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';
import { CartPage } from './pages/cart.page.ts';
import { CheckoutPage } from './pages/checkout.page.ts';
import { ConsolePage } from './pages/console.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { OrdersPage } from './pages/orders.page.ts';
import { ProductPage } from './pages/product.page.ts';

export { expect } from '@playwright/test';

/** A shopper who has just signed up through /login in this test's page, and is signed in there. */
export type Shopper = { email: string; token: string; headers: { Authorization: string } };

type Journey = {
  productPage: ProductPage;
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  ordersPage: OrdersPage;
  loginPage: LoginPage;
  consolePage: ConsolePage;
  shopper: Shopper;
};

export const test = base.extend<Journey>({
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  cartPage: async ({ page }, use) => use(new CartPage(page)),
  checkoutPage: async ({ page }, use) => use(new CheckoutPage(page)),
  ordersPage: async ({ page }, use) => use(new OrdersPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  consolePage: async ({ page }, use) => use(new ConsolePage(page)),
  // Each sign-up spends a one-time code of the address's hourly allowance (playwright.config.ts): only the
  // journeys that ask for `shopper` make one.
  shopper: async ({ page, loginPage }, use) => {
    const email = uniqueEmail('shopper');
    await loginPage.open();
    await loginPage.signUp(email);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await use({ email, token, headers: { Authorization: `Bearer ${token}` } });
  },
});
