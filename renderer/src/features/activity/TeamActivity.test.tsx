import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { TeamStatus } from '../../../../shared/schemas/team';
import { installFakeApi, teamStatus, type FakeHandlers } from '../../testing/fake-api';
import { preloadScreens } from '../../app/routes';
import { renderRoute, renderWithClient } from '../../testing/render';
import { ActivityPage } from './ActivityPage';
import { parseSearch } from '../../app/router';
import { activitySearchOf, filterOf, scopeOf } from './filter-url';

/** What the activity route reads from an address's query. */
const filterFromQuery = (query: string) => filterOf(activitySearchOf(parseSearch(query)));
const scopeFromQuery = (query: string) => scopeOf(activitySearchOf(parseSearch(query)));
import { activityDetail, activityPage, activityRow, simulatorProfiles } from './test-fixtures';

const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
// Every screen's chunk once, so no finder waits on the first compile of one.
beforeAll(() => preloadScreens(), 60_000);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

const HARBOUR = {
  id: '0b6a4f0e-3c1d-4e55-9a43-8f7c2d1e0a99',
  name: 'Store 2 (Harbour)',
  login: 'till_harbour',
};
const readable = (changes: Partial<TeamStatus> = {}) =>
  teamStatus({
    configured: true,
    state: 'caught_up',
    canShip: true,
    canReadTeam: true,
    grants: 'exact',
    ...changes,
  });

async function setup(handlers: FakeHandlers, hash: string) {
  const fake = installFakeApi({
    'activity:query': () => activityPage([]),
    'profiles:list': () => simulatorProfiles(),
    ...handlers,
  });
  await renderRoute(hash);
  return fake;
}

const teamRow = activityRow({
  operation_id: 'op-harbour0001',
  operator: 'bruno',
  console: HARBOUR,
  team: true,
});

describe('the scope switch', () => {
  it('is absent without a team store', async () => {
    await setup({ 'team:status': () => ok(teamStatus()) }, '#/activity');
    expect(await screen.findByText(/No operations yet/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Show' })).toBeNull();
  });

  it('offers the team, keeping the filters both scopes share', async () => {
    await setup({ 'team:status': () => ok(readable()) }, '#/activity?search=pay-1');
    const scope = await screen.findByRole('navigation', { name: 'Show' });
    expect(within(scope).getByRole('link', { name: 'This console' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(scope).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '#/activity?scope=team&search=pay-1',
    );
  });

  it('says why with an insert-only role, instead of a switch that cannot work', async () => {
    await setup({ 'team:status': () => ok(readable({ canReadTeam: false })) }, '#/activity');
    expect(await screen.findByText(/role is insert-only/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Show' })).toBeNull();
  });

  it('says the store has not been reached, not that the role is insert-only, while nothing is known of it', async () => {
    await setup(
      {
        'team:status': () =>
          ok(
            readable({
              state: 'backing_off',
              canShip: false,
              canReadTeam: false,
              grants: 'unknown',
            }),
          ),
      },
      '#/activity',
    );
    expect(await screen.findByText(/has not reached the team store/)).toBeVisible();
    expect(screen.queryByText(/insert-only/)).toBeNull();
  });
});

describe('Team activity', () => {
  it('lists every console’s operations with console and operator, each linking to its inspector', async () => {
    const fake = await setup(
      {
        'team:status': () => ok(readable()),
        'activity:query': () => activityPage([teamRow]),
      },
      '#/activity?scope=team',
    );
    expect(await screen.findByRole('heading', { name: 'Team activity' })).toBeVisible();
    // The name is the console's say; the login is the store's, and no other till can write it.
    const link = await screen.findByRole('link', {
      name: /Store 2 \(Harbour\) bruno \(local, not verified\) · login till_harbour/,
    });
    expect(link).toHaveAttribute('href', `#/activity/team/${HARBOUR.id}/op-harbour0001`);
    expect(fake.inputsOf('activity:query')).toEqual([{ scope: 'team', filter: {}, limit: 100 }]);
    expect(
      within(screen.getByRole('navigation', { name: 'Show' })).getByRole('link', {
        name: 'Team',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says "more than" when the team store counted only so far', async () => {
    await setup(
      {
        'team:status': () => ok(readable()),
        'activity:query': () => ok({ rows: [teamRow], total: 1000, totalAtLeast: true, next: 1 }),
      },
      '#/activity?scope=team',
    );
    expect(await screen.findByText('More than 1,000 operations')).toHaveClass('activity-count');
  });

  it('counts only the operations it can read and says how many it could not', async () => {
    await setup(
      {
        'team:status': () => ok(readable()),
        'activity:query': () => ok({ rows: [teamRow], total: 1, unreadable: 2 }),
      },
      '#/activity?scope=team',
    );
    expect(await screen.findByText('1 operation')).toHaveClass('activity-count');
    expect(
      screen.getByText(
        'The team store holds 2 more operations this console cannot read (a newer console wrote them); they are not counted or listed.',
      ),
    ).toBeVisible();
  });

  it('says the unreadable ones in Spanish too', async () => {
    installFakeApi({
      'activity:query': () => ok({ rows: [teamRow], total: 1, unreadable: 1 }),
      'profiles:list': () => simulatorProfiles(),
      'team:status': () => ok(readable()),
    });
    renderWithClient(<ActivityPage filter={{}} scope="team" />, { language: 'es' });
    expect(
      await screen.findByText(
        'El almacén del equipo tiene 1 operación más que esta consola no puede leer (la escribió una consola más nueva); no se cuenta ni se lista.',
      ),
    ).toBeVisible();
  });

  it('filters by operator and console, in the address and the query', async () => {
    const fake = await setup({ 'team:status': () => ok(readable()) }, '#/activity?scope=team');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Operator'), 'bruno');
    await user.type(screen.getByLabelText('Console'), HARBOUR.name);
    await user.type(screen.getByLabelText('Search by any id'), 'pay-9{Enter}');
    await waitFor(() =>
      expect(fake.inputsOf('activity:query').at(-1)).toEqual({
        scope: 'team',
        filter: { search: 'pay-9', operator: 'bruno', console: HARBOUR.name },
        limit: 100,
      }),
    );
    expect(window.location.hash).toBe(
      '#/activity?scope=team&search=pay-9&operator=bruno&console=Store+2+%28Harbour%29',
    );
  });

  it('filters by who approved it, in the address, the query and the export', async () => {
    const fake = await setup(
      {
        'team:status': () => ok(readable()),
        'activity:export': () => ok({ kind: 'saved', path: '/tmp/team.csv', rows: 1 }),
      },
      '#/activity?scope=team',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    await user.type(await screen.findByLabelText('Approved by'), 'sam{Enter}');
    await waitFor(() =>
      expect(fake.inputsOf('activity:query').at(-1)).toEqual({
        scope: 'team',
        filter: { approver: 'sam' },
        limit: 100,
      }),
    );
    expect(window.location.hash).toBe('#/activity?scope=team&approver=sam');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved 1 operation to /tmp/team.csv')).toBeVisible();
    expect(fake.inputsOf('activity:export')).toEqual([
      { scope: 'team', filter: { approver: 'sam' }, format: 'csv' },
    ]);
    // Only the team's records say who approved what: this console's address drops it.
    expect(filterFromQuery('?approver=sam')).toEqual({});
  });

  it('exports the team’s filtered range', async () => {
    const fake = await setup(
      {
        'team:status': () => ok(readable()),
        'activity:export': () => ok({ kind: 'saved', path: '/tmp/team.csv', rows: 1 }),
      },
      '#/activity?scope=team&operator=bruno',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved 1 operation to /tmp/team.csv')).toBeVisible();
    expect(fake.inputsOf('activity:export')).toEqual([
      { scope: 'team', filter: { operator: 'bruno' }, format: 'csv' },
    ]);
  });

  it('inspects a team row by console and id: console, cURL, and why it is not replayed here', async () => {
    const fake = await setup(
      {
        'team:status': () => ok(readable()),
        'activity:get': () =>
          ok(
            activityDetail({
              row: teamRow,
              replayable: false,
              replay_refusal: `This operation was made on the console “${HARBOUR.name}”: replay it there.`,
            }),
          ),
        'activity:curl': () => ok({ command: "curl -X POST 'http://x'" }),
      },
      `#/activity/team/${HARBOUR.id}/op-harbour0001`,
    );
    const ref = { scope: 'team', console_id: HARBOUR.id, operation_id: 'op-harbour0001' };
    expect(
      await screen.findByText(
        `${HARBOUR.name} (id ${HARBOUR.id}), stored by the team store login till_harbour`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Only this console’s operations' })).toHaveAttribute(
      'href',
      '#/activity?scope=team&console=Store+2+%28Harbour%29',
    );
    expect(screen.getByText(/replay it there/)).toBeVisible();
    // Its ids belong to that console's API: they lead to the team's activity, not this API's screens.
    expect(screen.getByRole('link', { name: 'Team activity for pay-1' })).toHaveAttribute(
      'href',
      '#/activity?scope=team&search=pay-1',
    );
    expect(screen.queryByRole('link', { name: 'Payment pay-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replay as new' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute(
      'href',
      '#/activity?scope=team',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy as cURL' }));
    await waitFor(() => expect(fake.inputsOf('activity:curl')).toEqual([ref]));
    expect(fake.inputsOf('activity:get')).toEqual([ref]);
  });
});

describe('the team filter in the address', () => {
  it('keeps operator and console only in the team scope', () => {
    const query = '?scope=team&operator=ana&console=Main+St&search=pay-1';
    expect(scopeFromQuery(query)).toBe('team');
    expect(filterFromQuery(query)).toEqual({
      operator: 'ana',
      console: 'Main St',
      search: 'pay-1',
    });
    expect(scopeFromQuery('?operator=ana')).toBe('console');
    expect(filterFromQuery('?operator=ana&console=Main+St')).toEqual({});
    expect(scopeFromQuery('?scope=everything')).toBe('console');
  });
});
