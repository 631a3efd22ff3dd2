import { expect, type Locator, type Page } from '@playwright/test';

const WORDS = {
  en: { button: 'Sign in with the company account', locked: 'The console is locked' },
  es: { button: 'Iniciar sesión con la cuenta de la empresa', locked: 'La consola está bloqueada' },
};

/** The console's sign-in and lock screens, and the provider's own login form between them. */
export class SignInPage {
  readonly signInButton: Locator;
  readonly lockedTitle: Locator;
  readonly operator: Locator;

  constructor(
    private readonly page: Page,
    language: 'en' | 'es' = 'en',
  ) {
    const words = WORDS[language];
    this.signInButton = page.getByRole('button', { name: words.button });
    this.lockedTitle = page.getByRole('heading', { name: words.locked });
    this.operator = page.getByTestId('operator');
  }

  /** As a person does: the console's button, then the provider's login (and consent) pages. */
  async signInAs(login: string) {
    await this.signInButton.click();
    await this.page.locator('input[name="login"]').fill(login);
    await this.page.locator('input[name="password"]').fill('any');
    await this.page.locator('button[type="submit"]').click();
    // The provider may ask consent for the refresh token (prompt=consent), on its own page: wait
    // for that page or the console, since a busy machine is still on the login page a while.
    const consent = this.page.getByRole('button', { name: 'Continue' });
    await expect(this.operator.or(consent)).toBeVisible({ timeout: 30_000 });
    if (await consent.isVisible()) await consent.click();
  }
}
