import type { Locator, Page } from '@playwright/test';

/** The console's sign-in and lock screens, and the provider's own login form between them. */
export class SignInPage {
  readonly signInButton: Locator;
  readonly lockedTitle: Locator;
  readonly operator: Locator;

  constructor(private readonly page: Page) {
    this.signInButton = page.getByRole('button', { name: 'Sign in with the company account' });
    this.lockedTitle = page.getByRole('heading', { name: 'The console is locked' });
    this.operator = page.getByTestId('operator');
  }

  /** As a person does: the console's button, then the provider's login (and consent) pages. */
  async signInAs(login: string) {
    await this.signInButton.click();
    await this.page.locator('input[name="login"]').fill(login);
    await this.page.locator('input[name="password"]').fill('any');
    await this.page.locator('button[type="submit"]').click();
    // The provider asks consent for the refresh token (prompt=consent), on its own page.
    const consent = this.page.locator('form button[type="submit"]');
    if (await consent.isVisible().catch(() => false)) await consent.click();
  }
}
