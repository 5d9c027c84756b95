import sharp from 'sharp';
import { buyThroughApi, pathOf, productWithTwoSizes } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { expect, test } from './test.ts';

test.describe('logged-in shopper', () => {
  test('wishlist add/remove, a review with a photo, delivery check and a custom request', async ({
    page,
    request,
    shopper,
    productPage,
  }) => {
    test.setTimeout(90_000);
    const product = await productWithTwoSizes(request);
    await productPage.open(product);
    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    await expect(page.getByText('Item added to wishlist')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your Wishlist' })).toBeVisible();
    const item = page.locator('[data-wishlist-item]');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.name);
    await item.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();

    await page.goto(pathOf(product));
    await hydrated(page);
    await page.getByLabel('Check delivery').fill('560001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('[data-estimate]')).toHaveText(/^Delivered by \w{3} \d{1,2} \w{3} \(ships in 6–9/);
    await page.getByLabel('Check delivery').fill('990001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Delivery unavailable for this PIN code.')).toBeVisible();

    const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#6f7f67' } })
      .jpeg()
      .toBuffer();
    const modal = page.getByRole('dialog', { name: 'Write a review' });
    const write = page.getByRole('button', { name: 'Write a review' });
    await hydrated(write); // the reviews island hydrates when it scrolls into view
    await write.click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '4 stars' }).click();
    // A name of its own, so a rerun on the same data folder finds this review and not an earlier run's.
    const reviewer = `Meera ${Date.now().toString(36)}`;
    await modal.getByLabel('Name').fill(reviewer);
    await modal.getByLabel('Review').fill('Beautiful drape, true to size.');
    await modal.getByLabel(/Photos/).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await modal.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted successfully!')).toBeVisible();
    await expect(modal).toBeHidden();
    const review = page.locator('[data-review]').filter({ hasText: reviewer });
    await expect(review).toContainText('Beautiful drape, true to size.');
    await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(review.getByRole('img', { name: `Photo 1 from ${reviewer}` })).toHaveJSProperty('complete', true);
    // Meera has not bought this product: no mark. Once she has a paid order for it, the same review carries it.
    await expect(review.getByText('Verified purchase')).toHaveCount(0);
    await buyThroughApi(request, shopper.token, product);
    await page.reload();
    await page.getByRole('button', { name: 'Write a review' }).scrollIntoViewIfNeeded();
    await expect(review.getByText('Verified purchase')).toBeVisible();

    await page.getByRole('link', { name: 'Customize Your Product' }).click();
    await expect(page.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText(product.name)).toBeVisible();
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Please enter your custom size or special request.']);
    await page.getByLabel('Size').fill('Bust 34, waist 28, length 46');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts.at(-1)).toBe('Your custom request has been saved!');
    await expect(page.getByLabel('Size')).toHaveValue('');
  });
});

test.describe('contact and newsletter', () => {
  test('the contact form and the footer sign-up answer with a toast and clear', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await hydrated(send); // bound after the load event: until then it would post as a plain HTML form
    await page.getByLabel('Name', { exact: true }).fill('Ritu');
    await page.getByLabel('Email', { exact: true }).fill(`ritu.${Date.now()}@example.com`);
    await page.getByLabel('Message', { exact: true }).fill('Do you ship to Shillong?');
    await send.click();
    await expect(page.getByText('Thank you! We will reply within one working day.')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(/Letters from the studio/).fill(`news.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in: the address counts once its owner follows the mailed link (newsletter.api.test.ts).
    await expect(
      page.getByText('Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.'),
    ).toBeVisible();
  });
});
