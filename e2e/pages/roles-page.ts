import type { Locator, Page } from '@playwright/test';
import type { Result } from '../../shared/result';

/** What the session's roles let a person see (the areas, Settings' roles) and try directly. */
export class RolesScreen {
  constructor(private readonly page: Page) {}

  /** The navigation, by its name in the language shown ('Areas', 'Secciones'). */
  nav(name: 'Areas' | 'Secciones' = 'Areas'): Locator {
    return this.page.getByRole('navigation', { name });
  }

  area(name: string, nav: 'Areas' | 'Secciones' = 'Areas'): Locator {
    return this.nav(nav).getByRole('link', { name, exact: true });
  }

  /** Settings' sentence naming the session's roles. */
  get yourRoles(): Locator {
    return this.page.getByTestId('session-roles');
  }

  /** Settings' role map: operations by roles. */
  get roleMap(): Locator {
    return this.page.getByRole('table', { name: 'Role map' });
  }

  /** Settings keeps the role map closed until it is asked for. */
  async openRoleMap() {
    await this.page.getByRole('button', { name: 'Show the role map' }).click();
  }

  /** The box that lets `role` use `operation`, both in words. */
  allowBox(role: string, channel: string): Locator {
    return this.roleMap.getByRole('checkbox', { name: `${role} may use ${channel}`, exact: true });
  }

  /** What a row says of itself against the defaults. */
  rowState(channel: string): Locator {
    return this.roleMap
      .getByRole('row', { name: new RegExp(`^${channel} `) })
      .getByRole('cell')
      .last();
  }

  /** Main's confirmation of a role map change, with the code the host printed in its terminal. */
  async confirmChange(printedCode: () => string | undefined) {
    const dialog = this.page.getByRole('dialog', { name: 'Confirm the role map change' });
    // Read once the dialog shows: main printed the code before it answered the page.
    await dialog.waitFor();
    await dialog.getByLabel('Code printed in the terminal').fill(printedCode() ?? '');
    await dialog.getByRole('button', { name: 'Change the role map' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  get resetButton(): Locator {
    return this.page.getByRole('button', { name: 'Reset to defaults' });
  }

  /** The page's own bridge, called as a page script could, past everything the screens hide. */
  callDirectly(area: string, verb: string, input: unknown): Promise<Result<unknown>> {
    return this.page.evaluate(
      ([a, v, i]) =>
        (window.api as unknown as Record<string, Record<string, (x: unknown) => Promise<unknown>>>)[
          a as string
        ]![v as string]!(i),
      [area, verb, input] as const,
    ) as Promise<Result<unknown>>;
  }
}
