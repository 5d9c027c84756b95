// Grievance redressal (Consumer Protection (E-Commerce) Rules 2020): a shopper follows the footer's link to the
// Grievance Officer, files a complaint (errors under the fields first), gets a ticket and its acknowledgement mail,
// and looks its status up; staff answer it in the console; the shopper reads the answer on the page and by mail.
import type { Page } from '@playwright/test';
import { storeIdentity } from '#/lib/site.ts';
import { expectAccessible, mailAbout, uniqueEmail } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { account } from './admin.helpers.ts';
import { expect, test } from './test.ts';

const OFFICER = storeIdentity(process.env).grievance;

const shots = async (page: Page, name: string) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
};

test('a complaint filed from the footer is acknowledged, answered in the console, and its answer read', async ({
  page,
  request,
  consolePage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('complaint');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: OFFICER.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: OFFICER.email })).toBeVisible();

  const form = page.getByRole('region', { name: 'File a complaint' });
  await hydrated(form);
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill('meera-at-example');
  await form.getByLabel('Your complaint').fill('Torn');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expect(form.getByLabel('Your complaint')).toHaveAccessibleDescription(
    'Please tell us a little more (at least 10 characters)',
  );
  await expectAccessible(page, 'the complaint form with its errors', 'main');
  await shots(page, 'grievance-errors');

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Your complaint').fill('The kurta arrived with a torn seam and nobody answered my mails.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const registered = form.getByRole('heading', { name: /Your complaint is registered as GRV-\d{4}-\d{6}/ });
  await expect(registered).toBeFocused();
  const ticket = (await form.locator('[data-ticket]').textContent()) ?? '';
  expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/);

  // The acknowledgement names the ticket, the officer and the 30-day promise.
  const ack = await mailAbout(`we have your complaint ${ticket}`, email);
  expect(ack).toContain(OFFICER.name);
  expect(ack).toContain('within 30 days');

  // The look-up is filled in with the new ticket and e-mail.
  const lookup = page.getByRole('region', { name: 'Check a complaint' });
  await expect(lookup.getByLabel('Ticket number')).toHaveValue(ticket);
  await lookup.getByRole('button', { name: 'Check status' }).click();
  const status = lookup.locator('[data-grievance-status]');
  await expect(status.locator('[data-status]')).toHaveText('Received');
  await expect(status).toContainText('We have not written our answer yet');
  await expectAccessible(page, 'the ticket and its status', 'main');
  await shots(page, 'grievance');

  // Staff answer it from the console's Grievances screen.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const staff = await account(request, 'grievance-staff', 'staff');
  await consolePage.signInAt('/admin/grievances', staff);
  await expect(consolePage.nav.getByRole('link', { name: 'Grievances' })).toHaveAttribute('aria-current', 'page');
  const card = page.locator(`[data-grievance="${ticket}"]`);
  await expect(card).toContainText('Meera Nair');
  await expect(card).toContainText('Due ');
  await card.getByRole('button', { name: `Answer ${ticket}` }).click();
  const reply = 'We are sorry. A new kurta left today, and the courier will collect the torn one.';
  await card.getByLabel('Status').selectOption('resolved');
  await card.getByLabel('Reply the complainant will read').fill(reply);
  await expectAccessible(page, 'the Grievances screen with a reply open', 'main');
  await shots(page, 'admin-grievances');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reply saved and mailed to the complainant.')).toBeVisible();
  // Resolved, it leaves the waiting list and shows under all complaints, with its reply.
  await expect(card).toHaveCount(0);
  await page.getByLabel('Show').selectOption('all');
  await expect(card.locator('[data-grievance-reply]')).toContainText(reply);
  await expect(card.locator('[data-grievance-status]')).toHaveText('Resolved');

  // The shopper reads the answer by mail and on the page, from the mail's link.
  const answer = await mailAbout(`about your complaint ${ticket}`, email);
  expect(answer).toContain('We are sorry. A new kurta left today');
  await page.goto(`/grievance?ticket=${ticket}#status`);
  const again = page.getByRole('region', { name: 'Check a complaint' });
  await hydrated(again);
  await expect(again.getByLabel('Ticket number')).toHaveValue(ticket);
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Check status' }).click();
  await expect(again.locator('[data-status]')).toHaveText('Resolved');
  await expect(again.locator('[data-reply]')).toHaveText(reply);

  // A wrong e-mail is told no more than an unknown ticket.
  await again.getByLabel('Email').fill('someone-else@example.com');
  await again.getByRole('button', { name: 'Check status' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'We could not find a complaint with this ticket number and e-mail address.',
  );
});

test('the contact page and the footer show the seller, and My Orders links the Grievance Officer', async ({ page }) => {
  await page.goto('/contact');
  const seller = page.locator('[data-seller-details]');
  await expect(seller).toContainText('Legal name');
  await expect(seller).toContainText(/GSTIN\s*\w{15}/);
  await expect(page.locator('footer [data-seller]')).toContainText(/Sold by .+ · GSTIN \w{15} · Customer care/);
  await page.getByRole('link', { name: 'File a complaint or check its status' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  // My Orders (a signed-in page) carries the link in its built page.
  const orders = await (await page.request.get('/orders')).text();
  expect(orders).toMatch(/data-grievance-link[^>]*>[^<]*<a[^>]+href="\/grievance"/);
});
