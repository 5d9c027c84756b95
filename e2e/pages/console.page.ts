// The store console (/admin): reached signed out, it sends the visitor to /login and back once signed in.
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../hydrated.ts';
import { LoginPage } from './login.page.ts';

export class ConsolePage {
  readonly page: Page;
  readonly nav: Locator;
  /** The console's own header (no shop header on /admin). */
  readonly header: Locator;
  /** Below 1024 px the sections sit behind this button. */
  readonly menuButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.nav = page.getByRole('navigation', { name: 'Console' });
    this.header = page.getByRole('banner');
    this.menuButton = this.header.getByRole('button', { name: 'Menu' });
  }

  /** Opens a console address signed out, signs in on the /login page it is sent to, and lands back on it. */
  async signInAt(path: string, email: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(/\/login\?from=%2Fadmin/);
    await new LoginPage(this.page).signIn(email);
    await expect(this.page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await hydrated(this.page);
  }
}
