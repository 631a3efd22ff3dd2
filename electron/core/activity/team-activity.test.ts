import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputOf } from '../../../shared/contract';
import type { AppError } from '../../../shared/errors';
import { describeStoreError, TeamStoreError } from '../team/connection';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { teamStoreDouble, type TeamStoreDouble } from '../testing/team-store-double';

/*
 * Activity's team scope over a team store that keeps the service's contract: the same rows,
 * inspector, cURL and export as this console's journal, with the console that made each
 * operation; replay only where the operation was made.
 */

const HERE = { id: 'console-here', name: 'Store 1 (Main St)' };
const OTHER = { id: 'console-other', name: 'Store 2 (Harbour)' };
const PAN = '5191872272166422';

let f: CoreFixture;
let team: TeamStoreDouble;
let mine: { operation_id: string; payment_id: string };
let theirs: { operation_id: string; payment_id: string };
let theirsRaw: string;

async function authorize(instrument: InputOf<'payments:authorize'>['instrument']) {
  const done = await f.call('payments:authorize', {
    merchant_id: 'mer-seed-store-1',
    amount: '7.00',
    currency: 'USD',
    type: 'SALE',
    instrument,
  });
  expect(done).toMatchObject({ ok: true });
  return {
    operation_id: done.value.operation_id as string,
    payment_id: done.value.response.payment_id as string,
  };
}

/** Ships a journaled operation as if the named console had made it. */
async function ship(console: { id: string; name: string }, operationId: string, operator = 'qa') {
  const entry = await f.core.journal.byId(operationId);
  team.add(console, { ...entry!, begin: { ...entry!.begin, operator } });
}

beforeAll(async () => {
  team = teamStoreDouble(HERE);
  f = await coreFixture({ team });
  mine = await authorize({ kind: 'stored', id: 'ins-seed-visa-approved' });
  theirs = await authorize({ kind: 'stored', id: 'ins-seed-visa-approved' });
  theirsRaw = (
    await authorize({
      kind: 'card',
      card: {
        number: PAN,
        cvv: '321',
        expiration_month: '01',
        expiration_year: '2031',
        holder_name: 'Raw Card',
      },
    })
  ).operation_id;
  await ship(HERE, mine.operation_id, 'ana');
  await ship(OTHER, theirs.operation_id, 'bruno');
  await ship(OTHER, theirsRaw, 'bruno');
});
afterAll(() => f.core.close());

const ids = (page: { value?: { rows: { operation_id: string }[] } }) =>
  page.value!.rows.map((r) => r.operation_id);

describe('team scope', () => {
  it('lists every console’s operations with the console and operator that made them', async () => {
    const page = await f.call('activity:query', { scope: 'team', filter: {} });
    expect(page.value.total).toBe(3);
    expect(page.value.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operation_id: mine.operation_id,
          console: HERE,
          operator: 'ana',
          team: true,
        }),
        expect.objectContaining({
          operation_id: theirs.operation_id,
          console: OTHER,
          operator: 'bruno',
          team: true,
        }),
      ]),
    );
    // A team row is not this console's to resend, even when its body was kept whole.
    expect(page.value.rows.every((r: { retryable: boolean }) => !r.retryable)).toBe(true);
  });

  it('filters by console and operator, and searches by payment id', async () => {
    const other = await f.call('activity:query', {
      scope: 'team',
      filter: { console: OTHER.name },
    });
    expect(ids(other).sort()).toEqual([theirs.operation_id, theirsRaw].sort());
    const ana = await f.call('activity:query', { scope: 'team', filter: { operator: 'ana' } });
    expect(ids(ana)).toEqual([mine.operation_id]);
    const found = await f.call('activity:query', {
      scope: 'team',
      filter: { search: theirs.payment_id },
    });
    expect(ids(found)).toEqual([theirs.operation_id]);
  });

  it('this console’s own rows name it too, while a team store is configured', async () => {
    const page = await f.call('activity:query', { filter: {} });
    expect(page.value.rows[0]).toMatchObject({ console: HERE });
    expect(page.value.rows[0].team).toBeUndefined();
    team.set({ configured: false });
    try {
      const alone = await f.call('activity:query', { filter: {} });
      expect(alone.value.rows[0].console).toBeUndefined();
    } finally {
      team.set({ configured: true });
    }
  });

  it('inspects and copies as cURL a row of another console, addressed by console and id', async () => {
    const ref = { scope: 'team', console_id: OTHER.id, operation_id: theirsRaw } as const;
    const detail = await f.call('activity:get', ref);
    expect(detail.value).toMatchObject({
      row: { console: OTHER, operator: 'bruno' },
      replayable: false,
      replay_refusal: expect.stringContaining(OTHER.name),
      replay_refusal_reason: 'replay_other_console',
      replay_refusal_params: { console: OTHER.name },
    });
    expect(JSON.stringify(detail.value)).not.toContain(PAN);
    const curl = await f.call('activity:curl', ref);
    expect(curl.value.command).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl.value.command).not.toContain(PAN);
    const wrongConsole = await f.call('activity:get', { ...ref, console_id: HERE.id });
    expect(wrongConsole).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a team reference without its console is refused before anything is read', async () => {
    const refused = await f.call('activity:get', {
      scope: 'team',
      operation_id: theirs.operation_id,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('never replays another console’s operation, even when its profile id matches one here', async () => {
    const before = (await f.ledger()).length;
    const refused = await f.call('activity:replay', {
      scope: 'team',
      console_id: OTHER.id,
      operation_id: theirs.operation_id,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        reason: 'replay_other_console',
        params: { console: OTHER.name },
      },
    });
    expect(refused.error.message).toContain(OTHER.name);
    expect((await f.ledger()).length).toBe(before);
  });

  it('replays this console’s own team row from its journal, with a new key', async () => {
    const before = (await f.ledger()).length;
    const replay = await f.call('activity:replay', {
      scope: 'team',
      console_id: HERE.id,
      operation_id: mine.operation_id,
    });
    expect(replay).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect((await f.ledger()).length).toBe(before + 1);
  });

  it('exports the team’s filtered range with console and operator columns', async () => {
    const csv = await f.call('activity:export', { scope: 'team', filter: {}, format: 'csv' });
    expect(csv.value).toMatchObject({ kind: 'download', rows: 3 });
    expect(csv.value.file_name).toMatch(/^payments-console-team-activity-.*\.csv$/);
    const text = f.downloads.take(csv.value.url.replace('/download/', ''))!.body.toString('utf8');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header).toContain('operator,console,console_id');
    expect(lines.filter((l) => l.includes(`bruno,${OTHER.name},${OTHER.id}`))).toHaveLength(2);
    expect(lines.filter((l) => l.includes(`ana,${HERE.name},${HERE.id}`))).toHaveLength(1);
    expect(text).not.toContain(PAN);
    const jsonl = await f.call('activity:export', { scope: 'team', filter: {}, format: 'jsonl' });
    const records = f.downloads
      .take(jsonl.value.url.replace('/download/', ''))!
      .body.toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { console?: string; operator: string });
    expect(records.map((r) => r.console).sort()).toEqual([HERE.name, OTHER.name, OTHER.name]);
  });
});

describe('when the team cannot be read', () => {
  it('says why with an insert-only role, and reads nothing', async () => {
    team.set({ canReadTeam: false, grants: 'exact' });
    try {
      for (const [channel, input] of [
        ['activity:query', { scope: 'team', filter: {} }],
        ['activity:get', { scope: 'team', console_id: OTHER.id, operation_id: theirsRaw }],
        ['activity:export', { scope: 'team', filter: {}, format: 'csv' }],
      ] as const) {
        const refused = await f.call(channel, input);
        expect({ channel, refused }).toMatchObject({
          channel,
          refused: { ok: false, error: { code: 'forbidden' } },
        });
        expect(refused.error.message).toMatch(/insert-only/);
        expect(refused.error.reason).toBe('team_read_not_allowed');
      }
    } finally {
      team.set({ canReadTeam: true });
    }
  });

  it('says no store is configured, while this console’s own Activity still answers', async () => {
    team.set({ configured: false });
    try {
      const refused = await f.call('activity:query', { scope: 'team', filter: {} });
      expect(refused.error.message).toMatch(/No team store is configured/);
      expect(refused.error.reason).toBe('no_team_store_set_up');
      expect(await f.call('activity:query', { filter: {} })).toMatchObject({ ok: true });
    } finally {
      team.set({ configured: true });
    }
  });

  it('a store that does not answer is a network failure, not an empty list', async () => {
    team.down = true;
    try {
      const refused = await f.call('activity:query', { scope: 'team', filter: {} });
      expect(refused).toMatchObject({ ok: false, error: { code: 'network' } });
    } finally {
      team.down = false;
    }
  });

  it('keeps the code of a refusal the store itself explains', async () => {
    const query = team.query;
    team.query = () =>
      Promise.reject(
        Object.assign(new Error('The team store refused the password'), { code: 'unauthorized' }),
      );
    try {
      const refused = await f.call('activity:query', { scope: 'team', filter: {} });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'unauthorized', message: 'The team store refused the password' },
      });
    } finally {
      team.query = query;
    }
  });
  it('carries the store’s reason, so Team Activity says it in the person’s language', async () => {
    const query = team.query;
    // As the store reads: a server's words quoted, never a password (redacted all the same).
    const said =
      'permission denied for table audit_records; postgres://till:hunter2@db.example/team';
    team.query = () =>
      Promise.reject(TeamStoreError.of(describeStoreError({ code: '42501', message: said })));
    try {
      const refused = await f.call('activity:query', { scope: 'team', filter: {} });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'forbidden', reason: 'store_forbidden' },
      });
      const error = (refused as { error: AppError }).error;
      expect(error.params?.message).toContain('permission denied for table audit_records');
      expect(JSON.stringify(error)).not.toContain('hunter2');
    } finally {
      team.query = query;
    }
  });
});

describe('team settings channels', () => {
  it('the password goes to the store and never comes back', async () => {
    const input = {
      url: 'postgres://console@db.example.com:5432/team?sslmode=verify-full',
      password: 'pg-hunter2-secret',
      consoleName: 'Store 1 (Main St)',
    };
    // Another server: the person confirms it with the code the host printed.
    const asked = await f.call('team:configure', input);
    expect(asked).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    const done = await f.call('team:configure', { ...input, confirmation: f.printedCode() });
    expect(done).toMatchObject({ ok: true, value: { configured: true, consoleName: HERE.name } });
    expect(team.configured.at(-1)).toMatchObject({ password: 'pg-hunter2-secret' });
    const status = await f.call('team:status');
    expect(JSON.stringify([asked, done, status, f.terminal])).not.toContain('pg-hunter2-secret');
  });

  it('refuses a plain-text connection to another machine before the store sees it', async () => {
    const sent = team.configured.length;
    const refused = await f.call('team:configure', {
      url: 'postgres://console@db.example.com:5432/team',
      password: 'x',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(refused.error.message).toMatch(/sslmode/);
    expect(refused.error.fields).toEqual({ url: 'validation.teamTls' });
    expect(team.configured.length).toBe(sent);
  });

  it('a settings file it cannot write is said by reason, not as the URL’s fault', async () => {
    const configure = team.configure;
    team.configure = () =>
      Promise.reject(
        Object.assign(new Error("EACCES: permission denied, open '/srv/data/team-store.json'"), {
          code: 'EACCES',
        }),
      );
    try {
      // The URL it ships to now: nothing to confirm, so the failure is the file's.
      const refused = await f.call('team:configure', {
        url: 'postgres://console@db.example.com:5432/team?sslmode=verify-full',
      });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'internal', reason: 'team_settings_not_saved', params: { code: 'EACCES' } },
      });
      expect(refused.error.fields).toBeUndefined();
      expect(JSON.stringify(refused)).not.toContain('/srv/data');
    } finally {
      team.configure = configure;
    }
  });

  it('forgets the connection', async () => {
    const done = await f.call('team:forget');
    expect(done).toMatchObject({ ok: true, value: { configured: false, state: 'off' } });
    team.set({ configured: true, state: 'caught_up' });
  });
});

// Last: it adds a row that the counts above do not expect.
describe('a team row that names another server', () => {
  it('a copied team request to another server carries no $TOKEN: it would hand the token to its writer', async () => {
    const entry = await f.core.journal.byId(theirs.operation_id);
    const elsewhere = {
      ...entry!,
      begin: {
        ...entry!.begin,
        operation_id: 'op-elsewhere0001',
        request: {
          ...entry!.begin.request,
          url: 'http://127.0.0.1:47110/v1/payments/authorizations',
          headers: { ...entry!.begin.request.headers, Authorization: 'Bearer [REDACTED]' },
        },
      },
    };
    team.add(OTHER, elsewhere);
    const curl = await f.call('activity:curl', {
      scope: 'team',
      console_id: OTHER.id,
      operation_id: 'op-elsewhere0001',
    });
    expect(curl.value.command).toContain("'http://127.0.0.1:47110/v1/payments/authorizations'");
    expect(curl.value.command).not.toMatch(/-H .Authorization|\$TOKEN/i);
    // Read by curl, this goes to :47110; read by a URL parser, to the profile's own origin.
    const base = new URL(f.core.simulator.baseUrl).origin;
    team.add(OTHER, {
      ...elsewhere,
      begin: {
        ...elsewhere.begin,
        operation_id: 'op-elsewhere0002',
        request: { ...elsewhere.begin.request, url: `${base}\\@127.0.0.1:47110/steal` },
      },
    });
    const tricked = await f.call('activity:curl', {
      scope: 'team',
      console_id: OTHER.id,
      operation_id: 'op-elsewhere0002',
    });
    expect(tricked.value.command).not.toMatch(/\$TOKEN/);
  });
});
