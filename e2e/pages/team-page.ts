import { expect, type Locator, type Page } from '@playwright/test';

/** Settings → Team store, and Activity's "This console" / "Team" switch. */
export class TeamScreens {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Team store' });
  }

  field(label: string): Locator {
    return this.section.getByLabel(label, { exact: true });
  }

  /** The state sentence after "State:". */
  get state(): Locator {
    return this.section.locator('.team-store-state strong');
  }

  /** What the role may do, when Settings has something to say about it. */
  get grants(): Locator {
    return this.section.locator('.team-grants');
  }

  /** Main's question before the audit trail goes somewhere new, with the code field. */
  get confirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm where the audit trail goes' });
  }

  /** Types the connection as a person would: the password in its own write-only field. */
  async save(fields: { url: string; password?: string; consoleName?: string }) {
    await this.field('Connection URL').fill(fields.url);
    if (fields.password !== undefined) await this.field('Password').fill(fields.password);
    if (fields.consoleName !== undefined) {
      await this.field('Console name').fill(fields.consoleName);
    }
    await this.section.getByRole('button', { name: 'Save and connect' }).click();
  }

  /**
   * Saves a new destination and confirms it with the code the host printed in its terminal
   * (`code` reads it once main has asked, never before).
   */
  async connect(
    fields: { url: string; password: string; consoleName: string },
    code: () => string,
  ) {
    await this.save(fields);
    const codeField = this.confirmation.getByLabel('Code printed in the terminal');
    await expect(codeField).toBeVisible();
    await codeField.fill(code());
    await this.confirmation.getByRole('button', { name: 'Ship it there' }).click();
    await expect(this.section.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
    await expect(this.field('Password')).toHaveValue('');
  }

  get scope(): Locator {
    return this.page.getByRole('navigation', { name: 'Show' });
  }

  async showTeam() {
    await this.scope.getByRole('link', { name: 'Team' }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Team activity');
  }
}
