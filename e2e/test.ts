// The journeys' `test`: Playwright's, with the page objects of e2e/pages, a shopper signed up in the page, and the
// checkout set-up most purchase journeys share (`inBag`, `atCheckout`). Import `test` and `expect` from here instead
// of '@playwright/test'.
import { type APIRequestContext, test as base, expect, type TestFixture } from '@playwright/test';
import { type ApiProduct, productWithTwoSizes, type StockedProduct, stockedProduct, uniqueEmail } from './fixtures.ts';
import { CartPage } from './pages/cart.page.ts';
import { type Address, CheckoutPage } from './pages/checkout.page.ts';
import { ConsolePage } from './pages/console.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { OrdersPage } from './pages/orders.page.ts';
import { ProductPage } from './pages/product.page.ts';

export { expect } from '@playwright/test';

/** A shopper who has just signed up through /login in this test's page, and is signed in there. */
export type Shopper = { email: string; token: string; headers: { Authorization: string } };

/** A signed-up shopper with one of `product` in `size` in her bag. */
export type InBag = { shopper: Shopper; product: StockedProduct; size: string };

type Journey = {
  productPage: ProductPage;
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  ordersPage: OrdersPage;
  loginPage: LoginPage;
  consolePage: ConsolePage;
  shopper: Shopper;
  /**
   * The product `inBag` puts in the bag, in its first size in stock: by default the first with two sizes in stock; a
   * file wants another with `test.use({ product: productWhere(…) })`.
   */
  product: StockedProduct;
  /** What `atCheckout` types over the shopper's usual address: `test.use({ address: { phone: … } })`. */
  address: Partial<Address>;
  /** `shopper` added one of `product` from its page, which the page is still on; her server cart has it too. */
  inBag: InBag;
  /** `inBag`, then on /checkout with the delivery address typed (`address`), ready to choose a payment and pay. */
  atCheckout: InBag;
};

/** Each set-up step's own time, apart from the test's (a sign-up waits for its code in the outbox). */
const SET_UP = { timeout: 30_000 };

export const test = base.extend<Journey>({
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  cartPage: async ({ page }, use) => use(new CartPage(page)),
  checkoutPage: async ({ page }, use) => use(new CheckoutPage(page)),
  ordersPage: async ({ page }, use) => use(new OrdersPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  consolePage: async ({ page }, use) => use(new ConsolePage(page)),
  // Each sign-up spends a one-time code of the address's hourly allowance (playwright.config.ts): only the
  // journeys that ask for `shopper` make one. The set-up fixtures have their own time (SET_UP), so a journey's
  // test.setTimeout is about the journey itself.
  shopper: [
    async ({ page, loginPage }, use) => {
      const email = uniqueEmail('shopper');
      await loginPage.open();
      await loginPage.signUp(email);
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      await use({ email, token, headers: { Authorization: `Bearer ${token}` } });
    },
    SET_UP,
  ],
  product: async ({ request }, use) => use(await productWithTwoSizes(request)),
  address: [{}, { option: true }],
  inBag: [
    async ({ shopper, product, productPage }, use) => {
      const size = product.inStock[0]!;
      await productPage.addToCart(product, size);
      await expect(productPage.cartCount).toHaveText('1');
      await use({ shopper, product, size });
    },
    SET_UP,
  ],
  atCheckout: [
    async ({ inBag, checkoutPage, address }, use) => {
      await checkoutPage.open();
      await checkoutPage.fillAddress(address);
      await use(inBag);
    },
    SET_UP,
  ],
});

/** For `test.use({ product })`: the first product of the catalogue that passes `where`, with a size in stock. */
export const productWhere =
  (where: (p: ApiProduct) => boolean): TestFixture<StockedProduct, { request: APIRequestContext }> =>
  async ({ request }, use) =>
    use(await stockedProduct(request, { where }));
