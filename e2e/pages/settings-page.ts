import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfileFields {
  name: string;
  baseUrl: string;
  clientId: string;
  production?: boolean;
  /** Left at the form's default ("not known") when absent. */
  idempotencyKey?: 'honoured' | 'not_known';
}

/** Settings: connection profiles, their write-only secrets and the connection test. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^${name}\\b`) });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** From the list: New profile → form → the new profile's own page, where its secret is set. */
  async createProfile(fields: ProfileFields) {
    await this.page.getByRole('link', { name: 'New profile' }).click();
    await expect(this.heading).toHaveText('New profile');
    await this.field('Name').fill(fields.name);
    await this.field('Base URL').fill(fields.baseUrl);
    await this.field('Client id').fill(fields.clientId);
    if (fields.production) await this.field('Production').check();
    if (fields.idempotencyKey) {
      await this.field('Idempotency-Key').selectOption(fields.idempotencyKey);
    }
    await this.page.getByRole('button', { name: 'Create profile' }).click();
    await expect(this.heading).toHaveText(`Profile ${fields.name}`);
  }

  /** Fills the new-profile form and asks to create it, leaving whatever the form answers. */
  async submitNewProfile(
    fields: Pick<ProfileFields, 'name' | 'baseUrl' | 'clientId'>,
    create = 'Create profile',
  ) {
    await this.openNewProfile();
    await this.page.locator('input[name="name"]').fill(fields.name);
    await this.page.locator('input[name="baseUrl"]').fill(fields.baseUrl);
    await this.page.locator('input[name="clientId"]').fill(fields.clientId);
    await this.page.getByRole('button', { name: create }).click();
  }

  /** From the list to an empty new-profile form, in either language. */
  async openNewProfile() {
    const name = this.page.locator('input[name="name"]');
    // The list answers a click once it has loaded; until the form shows, click again. A slow form
    // can show after the retry began, and the link is gone from it: never click what is not there.
    await expect(async () => {
      if (!(await name.isVisible())) {
        await this.page
          .getByRole('link', { name: /^(New profile|Nuevo perfil)$/ })
          .click({ timeout: 2000 });
      }
      await expect(name).toBeVisible({ timeout: 2000 });
    }).toPass();
  }

  /** A new-profile form's field by its name, in either language. */
  formField(name: 'name' | 'baseUrl' | 'clientId' | 'deadlineMs'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  get secretField(): Locator {
    return this.field('New client secret');
  }

  async saveSecret(secret: string) {
    await this.secretField.fill(secret);
    await this.page.getByRole('button', { name: 'Save secret' }).click();
    await expect(this.page.getByText('The client secret was saved.')).toBeVisible();
  }

  /** On a production profile a new secret waits for the code the host printed, as money does. */
  async saveSecretWithCode(secret: string, profile: string, printedCode: () => string | undefined) {
    await this.secretField.fill(secret);
    await this.page.getByRole('button', { name: 'Save secret' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Confirm on profile “${profile}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Code printed in the terminal').fill(printedCode() ?? '');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.page.getByText('The client secret was saved.')).toBeVisible();
  }

  async testConnection(scope: Locator = this.page.locator('main')) {
    await scope.getByRole('button', { name: /^Test connection/ }).click();
    const result = scope.locator('.connection-result .notice');
    await expect(result).toBeVisible();
    await result.scrollIntoViewIfNeeded();
    return result;
  }

  async activate(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Activate ${name}` })
      .click();
  }
}
