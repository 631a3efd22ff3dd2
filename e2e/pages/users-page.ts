import { expect, type Locator, type Page } from '@playwright/test';
import type { CardInput } from './instruments-page';

/** The Users area as back-office staff use it: find, inspect, add, remove, create. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get instruments(): Locator {
    return this.page.getByRole('table');
  }

  /** Body rows only: the header row holds no instrument. */
  get rows(): Locator {
    return this.instruments.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  get showInactive(): Locator {
    return this.page.getByRole('checkbox', {
      name: /^(Show inactive instruments|Mostrar instrumentos inactivos)$/,
    });
  }

  /** Each row's action buttons (Remove), for checking they are whole in the window. */
  get rowActions(): Locator {
    return this.rows.getByRole('button');
  }

  async find(id: string) {
    await this.page.getByLabel('User id', { exact: true }).fill(id);
    await this.page.getByRole('button', { name: 'Find user' }).click();
  }

  async expectUser(id: string) {
    await expect(this.heading).toHaveText(`User ${id}`);
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  }

  fact(term: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The fields of a card, in whatever form or row holds them. */
  async fillCard(scope: Locator, card: CardInput) {
    await scope.getByLabel('Cardholder name', { exact: true }).fill(card.holder);
    await scope.getByLabel('Card number', { exact: true }).fill(card.number);
    await scope.getByLabel('Expiry month', { exact: true }).fill(card.month);
    await scope.getByLabel('Expiry year', { exact: true }).fill(card.year);
    await scope.getByLabel('CVV', { exact: true }).fill(card.cvv);
  }

  get addCardForm(): Locator {
    return this.page.getByRole('form', { name: 'Add a new card' });
  }

  async startAddCard() {
    await this.page.getByRole('radio', { name: 'A new card' }).check();
    await expect(this.addCardForm).toBeVisible();
  }

  /** `card` is the console's one mask, as the table shows it: "Visa •••• 1111". */
  removeButton(card: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${card}` });
  }

  removeDialog(userId: string, card: string): Locator {
    return this.page.getByRole('dialog', { name: `Remove ${card} from ${userId}?` });
  }

  get newUserForm(): Locator {
    return this.page.getByRole('form', { name: 'New user' });
  }

  instrumentRow(n: number): Locator {
    return this.newUserForm.getByRole('group', { name: new RegExp(`^Instrument ${n}:`) });
  }
}
