// The /login screen: signing in, and signing up with the one-time code the server mails to its outbox.
import { expect, type Page } from '@playwright/test';
import { otpFromOutbox, PASSWORD, SHOPPER_NAME } from '../fixtures.ts';
import { hydrated } from '../hydrated.ts';

export class LoginPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await hydrated(this.page);
  }

  /** Switches the form to Create account (on /login, or on the /login a login-only screen sent the page to). */
  async startSignUp(): Promise<void> {
    const create = this.page.getByRole('button', { name: 'Create account' });
    await hydrated(create);
    await create.click();
    await expect(this.page.getByLabel('Re-enter Password')).toBeVisible();
  }

  /** Signs up through the form: the code from the outbox, Verify OTP; the shopper is then signed in. */
  async signUp(email: string, password = PASSWORD): Promise<void> {
    await this.startSignUp();
    const started = Date.now() - 1000;
    await this.page.getByLabel('Name').fill(SHOPPER_NAME);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Re-enter Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(this.page.getByText('OTP sent to your email!')).toBeVisible();
    await this.page.getByLabel('OTP').fill(await otpFromOutbox(email, started));
    await this.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(this.page.getByText('Registration successful!')).toBeVisible();
  }

  /** A guest sent from /checkout to /login signs up there and is brought back to /checkout. */
  async signUpFromCheckout(email: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\?from=%2Fcheckout/);
    await this.signUp(email);
    await expect(this.page).toHaveURL(/\/checkout$/);
  }

  /** Fills the sign-in form and sends it; what the server answers is the caller's to check. */
  async signIn(email: string, password = PASSWORD): Promise<void> {
    const signIn = this.page.getByRole('button', { name: 'Sign In' });
    await hydrated(signIn);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await signIn.click();
  }
}
