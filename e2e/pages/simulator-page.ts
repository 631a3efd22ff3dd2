import type { Locator, Page } from '@playwright/test';

/** `#/simulator`: QA's controls of the simulator behind the active profile. */
export class SimulatorScreen {
  constructor(
    private readonly page: Page,
    private readonly words: {
      arm: string;
      operation: string;
      kind: string;
      armed: string;
      dialect: string;
      cards: string;
    } = {
      arm: 'Arm fault',
      operation: 'Operation',
      kind: 'What goes wrong',
      armed: 'Armed faults',
      dialect: 'Dialect',
      cards: 'Test cards',
    },
  ) {}

  /** The request log's "when" cells ("4 min ago"), newest first. */
  get requestTimes(): Locator {
    return this.page.locator(
      'table[aria-labelledby="simulator-requests"] tbody td:nth-child(2) time',
    );
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get faultForm(): Locator {
    return this.page.getByRole('form', { name: this.words.arm });
  }

  /** Picks an operation and a kind by their API codes, as the options' values are. */
  async armFault(target: string, kind: string): Promise<void> {
    await this.faultForm.getByLabel(this.words.operation).selectOption(target);
    await this.faultForm.getByLabel(this.words.kind).selectOption(kind);
    await this.faultForm.getByRole('button', { name: this.words.arm }).click();
  }

  get armedFaults(): Locator {
    return this.page.getByRole('list', { name: this.words.armed });
  }

  dialect(label: RegExp): Locator {
    return this.page.getByRole('group', { name: this.words.dialect }).getByRole('radio', {
      name: label,
    });
  }

  get testCards(): Locator {
    return this.page.getByRole('table', { name: this.words.cards });
  }
}
