import { otpFromOutbox, productWithTwoSizes, totalText, uniqueEmail, walkOrder } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

test.describe('account and purchase journey', () => {
  test.describe.configure({ mode: 'serial' });

  test('guest cart → login → OTP sign-up keeps the cart → sandbox pay → My Orders → return, exchange, track', async ({
    page,
    request,
    productPage,
    loginPage,
    checkoutPage,
    ordersPage,
  }) => {
    test.setTimeout(90_000);
    const product = await productWithTwoSizes(request);
    await productPage.addToCart(product, product.inStock[0]!);
    await expect(productPage.cartCount).toHaveText('1');

    await page.goto('/checkout');
    await loginPage.signUpFromCheckout(uniqueEmail('buyer'));
    await expect(productPage.cartCount).toHaveText('1'); // merged into the saved cart, not lost

    await checkoutPage.fillAddress({ zipcode: '5600' });
    await checkoutPage.proceed.click();
    await expect(page.getByText('Enter a 6-digit PIN code')).toBeVisible();
    await page.getByLabel('PIN code').fill('560001');
    await expect(page.locator('[data-total]')).toHaveText(totalText(product.price));

    // A closed payment window keeps the cart.
    await checkoutPage.proceed.click();
    await expect(checkoutPage.sandbox).toBeVisible();
    await checkoutPage.sandbox.getByRole('button', { name: 'Cancel' }).click();
    await expect(productPage.cartCount).toHaveText('1');

    await checkoutPage.payInSandbox();
    await expect(ordersPage.placedHeading).toBeVisible();
    await ordersPage.justPlaced();
    const card = ordersPage.cards.first();
    const row = card.locator('[data-order-item]').first();
    await expect(row).toContainText(product.name);
    await expect(card.locator('[data-status]')).toHaveText('Order Placed');
    await expect(productPage.cartCount).toHaveCount(0);
    // Not delivered yet: Return cannot be started (docs/product/returns-and-exchanges.md#messages), and the row says
    // why.
    await expect(row.locator('[data-return-note]')).toHaveText('Returns open after delivery');
    await row.getByRole('button', { name: /^Return/ }).click();
    await expect(page.getByText('Failed to initiate return')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Track before shipping: where the order is and when tracking starts, not an error.
    await card.getByRole('button', { name: 'Track Order' }).click();
    await expect(card.locator('[data-tracking-note]')).toContainText('Not shipped yet (Order Placed).');

    // The store owner ships and delivers it through the operator API.
    const orderId = (await card.getAttribute('data-order'))!;
    await walkOrder(request, orderId, 'Delivered', { awb: 'SR123456789' });
    await page.reload();
    await expect(card.locator('[data-status]')).toHaveText('Delivered');

    // Return: an empty reason submits nothing; Cancel closes; one form at a time in a modal dialog.
    await row.getByRole('button', { name: 'Return' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog').getByText('Please choose a reason')).toBeVisible();
    await expect(page.getByLabel('Reason for return')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await row.getByRole('button', { name: 'Exchange' }).click();
    await page.getByLabel('Reason for exchange').selectOption({ label: 'Too small' });
    await page.getByRole('dialog').getByRole('button', { name: product.inStock[1]!, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Order exchange request submitted successfully.')).toBeVisible();
    await expect(row.locator('[data-item-status]')).toHaveText('Exchange Requested');
    // With a request open, neither can be started again, and the item says why.
    await expect(row.locator('[data-return-note]')).toHaveText('A request is open');
    await row.getByRole('button', { name: /^Exchange/ }).click();
    await expect(page.getByText('Failed to initiate exchange')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Opened with noopener: a new page of the context. The tracking site is stubbed (no internet here).
    await page
      .context()
      .route('https://shiprocket.co/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Tracking</h1>' }),
      );
    const opened = page.context().waitForEvent('page');
    await card.getByRole('button', { name: 'Track Order' }).click();
    const tracking = await opened;
    await expect.poll(() => tracking.url()).toContain('SR123456789');
    await tracking.close();
  });

  test('checkout offers exactly the methods the API offers; loading and a failed load move nothing; retry', async ({
    page,
    shopper: _,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 }); // stacked: the order summary sits below the choices

    // The first answer waits until the loading layout is measured, then fails; the retry offers Razorpay
    // only; after a reload the real server answers (no keys here: both sandboxes, and cash on delivery), again once
    // measured.
    let open = () => {};
    const closedGate = () =>
      new Promise<void>((resolve) => {
        open = resolve;
      });
    let gate = closedGate();
    let calls = 0;
    await page.route('**/api/order/payment-methods', async (route) => {
      const call = ++calls;
      if (call === 2)
        return route.fulfill({
          json: { success: true, methods: [{ id: 'razorpay', label: 'Razorpay', sandbox: true }] },
        });
      await gate;
      if (call === 1) return route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } });
      return route.continue();
    });
    await page.goto('/checkout');
    const payment = page.locator('fieldset[data-payment-methods]');
    await expect(payment).toHaveAttribute('data-payment-methods', 'loading');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Page coordinates: clicking Try again may scroll the page.
    const summaryTop = () => page.locator('aside').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const loadingTop = await summaryTop();
    await expect(payment.getByRole('radio')).toHaveCount(0);

    open();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment options could not be loaded.' })).toBeVisible();
    await expect(payment.getByRole('radio')).toHaveCount(0); // nothing offered blindly
    expect(await summaryTop()).toBe(loadingTop);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(payment.getByRole('radio', { name: /^Razorpay/ })).toBeChecked();
    await expect(payment).toContainText('Test payment: no money moves');
    await expect(payment.getByRole('radio')).toHaveCount(1);
    await expect(payment.getByRole('radio', { name: /^Card/ })).toHaveCount(0);
    expect(await summaryTop()).toBe(loadingTop);

    gate = closedGate();
    await page.reload();
    await expect(payment).toHaveAttribute('data-payment-methods', 'loading');
    expect(await summaryTop()).toBe(loadingTop);
    open();
    await expect(payment.getByRole('radio', { name: /^Razorpay/ })).toBeChecked();
    await expect(payment.getByRole('radio', { name: /^Card/ })).not.toBeChecked();
    await expect(payment.getByRole('radio', { name: /^Cash on Delivery/ })).not.toBeChecked();
    await expect(payment.getByRole('radio')).toHaveCount(3);
    expect(await summaryTop()).toBe(loadingTop);
    expect(calls).toBe(3);
  });

  test('login with a wrong password shows the server message; forgot password resets it', async ({
    page,
    loginPage,
  }) => {
    const email = uniqueEmail('forgetful');
    await loginPage.open();
    await loginPage.signUp(email, 'first-password');
    await page.evaluate(() => localStorage.removeItem('token'));
    await loginPage.open();
    await loginPage.signIn(email, 'wrong-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    const sendOtp = page.getByRole('button', { name: 'Send OTP' });
    await hydrated(sendOtp);
    await page.getByLabel('Email').fill(email);
    const started = Date.now() - 1000;
    await sendOtp.click();
    await expect(page.getByText('OTP sent to your email!')).toBeVisible();
    await page.getByLabel('OTP').fill(await otpFromOutbox(email, started));
    await page.getByLabel('New Password').fill('second-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful! Please login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.signIn(email, 'second-password');
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Welcome Asha Rao' })).toBeVisible();
    await page.getByRole('button', { name: 'Wallet' }).click();
    await expect(page.locator('[data-wallet]')).toHaveText('₹0.00');
  });

  test('sign-up: mismatched passwords, a wrong OTP and a too-early resend show their messages', async ({
    page,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.startSignUp();
    await page.getByLabel('Name').fill('Tara');
    await page.getByLabel('Email').fill(uniqueEmail('tara'));
    await page.getByLabel('Password', { exact: true }).fill('password-one');
    await page.getByLabel('Re-enter Password').fill('password-two');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();
    await page.getByLabel('Re-enter Password').fill('password-one');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('OTP sent to your email!')).toBeVisible();
    await page.getByLabel('OTP').fill('000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText(/Invalid OTP|The code has expired/)).toBeVisible();
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/Please wait \d+ seconds before requesting another code/)).toBeVisible();
  });

  test('pages that need login send guests to /login', async ({ page }) => {
    for (const path of ['/account', '/orders', '/wishlist']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(path)}`));
    }
  });

  test('track-order page alerts on an empty AWB and opens the tracking site for a code', async ({ page }) => {
    await page.goto('/track-order');
    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Track' }).click();
    await expect.poll(() => messages).toEqual(['Please enter an AWB Code.']);
    await page
      .context()
      .route('https://shiprocket.co/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Tracking</h1>' }),
      );
    await page.getByLabel('AWB Code').fill('SR42');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect.poll(async () => (await opened).url()).toBe('https://shiprocket.co/tracking/SR42');
  });
});
