import { expect, type Locator, type Page } from '@playwright/test';

const WORDS = {
  en: {
    openCopy: (name: string) => `Open a copy of ${name}`,
    text: 'Scenario text (YAML or JSON)',
    save: 'Save',
    validate: 'Validate',
    runAll: 'Run all',
    runSteps: 'Run step by step',
    next: /^Send next step: /,
    steps: (name: string) => `Steps of “${name}”`,
    journal: 'Open in Activity',
    leave: 'Leave without saving?',
    stay: 'Stay and keep editing',
    leaveAnyway: 'Leave without saving',
    problems: 'Problems',
    holdStop: 'Stop the run',
    newName: 'New scenario’s name',
    create: 'New scenario',
    otherRun: (name: string) => `The last run was of “${name}”, not of this scenario.`,
  },
  es: {
    openCopy: (name: string) => `Abrir una copia de ${name}`,
    text: 'Texto del escenario (YAML o JSON)',
    save: 'Guardar',
    validate: 'Validar',
    runAll: 'Ejecutar todo',
    runSteps: 'Ejecutar paso a paso',
    next: /^Enviar el paso siguiente: /,
    steps: (name: string) => `Pasos de “${name}”`,
    journal: 'Abrir en Actividad',
    leave: '¿Salir sin guardar?',
    stay: 'Quedarse y seguir editando',
    leaveAnyway: 'Salir sin guardar',
    problems: 'Problemas',
    holdStop: 'Detener la ejecución',
    newName: 'Nombre del escenario nuevo',
    create: 'Escenario nuevo',
    otherRun: (name: string) => `La última ejecución fue de “${name}”, no de este escenario.`,
  },
};

/** `#/scenarios`: the person's scenarios and the examples, the editor and main's run. */
export class ScenariosScreen {
  private readonly words;

  constructor(
    private readonly page: Page,
    language: 'en' | 'es' = 'en',
  ) {
    this.words = WORDS[language];
  }

  /** The new scenario's name: its box, found by its label. */
  get newName(): Locator {
    return this.page.getByLabel(this.words.newName);
  }

  /**
   * How far the new scenario's name box lies below its label's bottom, and how far from its left
   * edge: as every labelled field, the label sits over its box with a little room.
   */
  async newNameSpacing(): Promise<{ below: number; aside: number }> {
    const label = await this.page.locator('label', { hasText: this.words.newName }).boundingBox();
    const box = await this.newName.boundingBox();
    if (!label || !box) throw new Error('the new scenario’s name field is not shown');
    return { below: box.y - (label.y + label.height), aside: box.x - label.x };
  }

  /** Makes a new scenario of the given name, as a person types it and presses the button. */
  async create(name: string): Promise<void> {
    await this.newName.fill(name);
    await this.page.getByRole('button', { name: this.words.create, exact: true }).click();
  }

  get newNameError(): Locator {
    return this.page.locator('#scenario-new-error');
  }

  /** An example's own link, which opens it read-only. */
  example(name: string): Locator {
    return this.page
      .getByRole('list', { name: /Examples|Ejemplos/ })
      .getByRole('link', { name, exact: true });
  }

  /** The line that names another scenario's last run where its verdict would be. */
  otherRun(name: string): Locator {
    return this.page.locator('.scenario-run').getByText(this.words.otherRun(name));
  }

  openCopy(example: string): Locator {
    return this.page.getByRole('button', { name: this.words.openCopy(example) });
  }

  get text(): Locator {
    return this.page.getByLabel(this.words.text);
  }

  /** Replaces `from` with `to` in the editor's text, as a person retypes a value. */
  async edit(from: string, to: string): Promise<void> {
    // The editor fills once the opened scenario has loaded; a person waits to see the value too.
    await expect(this.text, `The scenario has no “${from}”`).toHaveValue(
      new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    const now = await this.text.inputValue();
    await this.text.fill(now.replace(from, to));
  }

  button(name: 'save' | 'validate' | 'runAll' | 'runSteps' | 'stay' | 'leaveAnyway'): Locator {
    return this.page.getByRole('button', { name: this.words[name], exact: true });
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: this.words.next });
  }

  get verdict(): Locator {
    return this.page.locator('.scenario-run').getByRole('status');
  }

  get problems(): Locator {
    return this.page.locator('#scenario-problems');
  }

  steps(name: string): Locator {
    return this.page.getByRole('table', { name: this.words.steps(name) });
  }

  step(name: string, id: string): Locator {
    return this.steps(name)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: id, exact: true }) });
  }

  journalLink(row: Locator): Locator {
    return row.getByRole('link', { name: this.words.journal });
  }

  /** The frame's notice, on every screen, that a run not yet over holds the simulator. */
  get holdNotice(): Locator {
    return this.page.locator('.app-header .scenario-hold');
  }

  get holdStop(): Locator {
    return this.holdNotice.getByRole('button', { name: this.words.holdStop });
  }

  get alert(): Locator {
    return this.page.locator('.scenario-run').getByRole('alert');
  }

  get leaveDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.leave });
  }
}

const PICK_WORDS = {
  en: {
    pick: (operation: string) => new RegExp(`^Select ${operation} op-\\S+ for a scenario$`),
    save: 'Save as scenario',
    dialog: 'Save as scenario',
    name: 'Scenario name',
    confirm: 'Save scenario',
  },
  es: {
    pick: (operation: string) => new RegExp(`^Seleccionar ${operation} op-\\S+ para un escenario$`),
    save: 'Guardar como escenario',
    dialog: 'Guardar como escenario',
    name: 'Nombre del escenario',
    confirm: 'Guardar escenario',
  },
};

/** Activity's boxes to tick and its "Save as scenario", which opens the new scenario. */
export class SaveAsScenarioBar {
  private readonly words;

  constructor(
    private readonly page: Page,
    language: 'en' | 'es' = 'en',
  ) {
    this.words = PICK_WORDS[language];
  }

  /** The box of the one row whose operation is said so ("Payment authorization", "Capture"). */
  pick(operation: string): Locator {
    return this.page.getByRole('checkbox', { name: this.words.pick(operation) });
  }

  get save(): Locator {
    return this.page.getByRole('button', { name: this.words.save, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.dialog });
  }

  get name(): Locator {
    return this.dialog.getByLabel(this.words.name);
  }

  get confirm(): Locator {
    return this.dialog.getByRole('button', { name: this.words.confirm });
  }
}
