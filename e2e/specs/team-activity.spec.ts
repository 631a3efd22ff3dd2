import { hostname } from 'node:os';
import { expectAccessible, snap } from '../fixtures';
import { ActivityScreen } from '../pages/activity-page';
import { TeamScreens } from '../pages/team-page';
import { expect, test, type StoreConsole } from '../team-fixtures';

/** A payment on a store's console, as its clerk would make it. */
async function sale(store: StoreConsole, amount: string) {
  const report = await store.call('payments:authorize', {
    merchant_id: 'mer-seed-store-1',
    amount,
    currency: 'USD',
    type: 'SALE',
    instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
  });
  expect(report.outcome).toBe('succeeded');
  return report.ids.payment_id!;
}

/** Shipping runs in the background: wait until the store has every record of this console. */
async function shipped(store: StoreConsole) {
  await expect
    .poll(async () => {
      const status = await store.call('team:status');
      return { state: status.state, behind: status.behind };
    })
    .toEqual({ state: 'caught_up', behind: 0 });
}

test('a supervisor sees both stores’ operations in Team Activity, finds one by payment id, inspects and exports it', async ({
  console: supervisor,
  page,
  teamStore,
  storeConsole,
}) => {
  test.setTimeout(90_000);
  // Main St ships from the host's --team-store flag (named for the machine); Harbour was set up
  // in Settings with a name. Both connect as a login in console_writer, which may only INSERT.
  const mainSt = await storeConsole({ teamStore: { url: teamStore.writerUrl, source: 'flag' } });
  const harbour = await storeConsole();
  await harbour.configureTeam({
    url: teamStore.writerUrl,
    consoleName: 'Store 2 (Harbour)',
  });
  const mainStPayment = await sale(mainSt, '21.00');
  const harbourPayment = await sale(harbour, '34.00');
  await shipped(mainSt);
  await shipped(harbour);

  // The supervisor's console connects as audit_reader, typed into Settings.
  const reader = new URL(teamStore.readerUrl);
  const password = decodeURIComponent(reader.password);
  reader.password = '';
  const team = new TeamScreens(page);
  await supervisor.open(page, '/settings/team');
  // Main names where the audit trail would go before it goes anywhere; Cancel changes nothing.
  await team.save({ url: reader.href, password, consoleName: 'Supervisor' });
  for (const fact of [
    `Host${reader.hostname}`,
    `Port${reader.port}`,
    'Databaseteam',
    'Useraudit_reader',
  ]) {
    await expect(team.confirmation).toContainText(fact);
  }
  await expectAccessible(page);
  await snap(page, 'team-store-confirm');
  await team.confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(team.section.getByRole('status')).toHaveText(
    'Not confirmed: nothing changed. The journal stays on this machine only.',
  );
  await expect(team.state).toHaveText('Not configured: the journal stays on this machine only.');
  await team.connect({ url: reader.href, password, consoleName: 'Supervisor' }, () =>
    supervisor.printedCode()!,
  );
  // What the role may do is read once connected, in the background.
  await expect(team.grants).toContainText('Read-only: this console reads the team’s activity', {
    timeout: 15_000,
  });
  await expect(team.state).toHaveText(
    'Reading the team’s activity (this connection only reads; it ships nothing)',
  );
  await expect(page.locator('body')).not.toContainText(password);
  await snap(page, 'team-settings');

  const activity = new ActivityScreen(page);
  await supervisor.open(page, '/activity');
  await team.showTeam();
  await expect(activity.rowFor('Store 2 (Harbour)')).toHaveCount(1);
  await expect(activity.rowFor(hostname())).toHaveCount(1);
  await expect(activity.count).toHaveText('2 operations');
  await expectAccessible(page);
  await snap(page, 'team-activity');

  await activity.search(harbourPayment);
  await expect(activity.rows).toHaveCount(1);
  await expect(activity.rowFor(mainStPayment)).toHaveCount(0);
  await snap(page, 'team-activity-search');

  const csv = await activity.export('CSV');
  expect(csv.download.suggestedFilename()).toMatch(/^payments-console-team-activity-.*\.csv$/);
  const [header, ...lines] = csv.text.trim().split('\r\n');
  expect(header).toContain(',operator,console,console_id,');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(harbourPayment);
  // The operator as every record names one nothing verified, quoted for its comma.
  expect(lines[0]).toContain('"store-clerk (local, not verified)",Store 2 (Harbour),');

  await activity.open('Store 2 (Harbour)');
  await expect(activity.fact('Console')).toContainText('Store 2 (Harbour) (id ');
  await expect(activity.fact('Operator')).toHaveText('store-clerk (local, not verified)');
  await expect(activity.replayRefusal).toContainText('made on the console “Store 2 (Harbour)”');
  await expect(activity.requestHeaders).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'team-inspector');
});
