import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTeamStore, type TeamStoreFixture } from './testing/store-fixture';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let store: TeamStoreFixture;
const cli = resolve(import.meta.dirname, 'migrate-cli.ts');
/**
 * An English terminal with an empty data folder, unless a test says otherwise: the machine's
 * own locale or remembered language must not decide what these tests read.
 */
const terminal = (language: Record<string, string> = {}, remembered?: string) => {
  const xdg = mkdtempSync(join(tmpdir(), 'migrate-cli-'));
  if (remembered) {
    mkdirSync(join(xdg, 'payments-console'));
    writeFileSync(join(xdg, 'payments-console', 'language.json'), `{"language":"${remembered}"}`);
  }
  return {
    ...process.env,
    XDG_DATA_HOME: xdg,
    LC_ALL: '',
    LC_MESSAGES: '',
    LANG: 'C',
    ...language,
  };
};
/** As its README says: the URL without the password, which comes from PGPASSWORD. */
const run = (url: string, env = terminal()) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return spawnSync(process.execPath, ['--import', 'tsx', cli, parsed.href], {
    encoding: 'utf8',
    env: { ...env, PGPASSWORD: password },
  });
};

beforeAll(async () => {
  store = await startTeamStore({ migrated: false });
  await store.server.sql("CREATE ROLE till_a LOGIN PASSWORD 'writer-pw'");
});
afterAll(async () => {
  await store?.close();
});

it('a role that is not the owner is told so, and nothing changes', () => {
  const result = run(store.writerUrl);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('schema version 0 and this role may not change it');
  expect(result.stderr).not.toContain('writer-pw');
});

it('says so in Spanish where the console was last shown in Spanish', () => {
  const result = run(store.writerUrl, terminal({}, 'es'));
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'está en la versión 0 del esquema y este rol no puede cambiarlo: conéctese como dueño de la base de datos',
  );
});

it('the owner creates the schema, and a second run says it is current', () => {
  const first = run(store.ownerUrl);
  expect(first.stdout).toMatch(/went from schema version 0 to 9/);
  expect(first.stdout).not.toContain('owner-pw');
  const again = run(store.ownerUrl);
  expect(again.status).toBe(0);
  expect(again.stdout).toMatch(/already at schema version 9/);
  const spanish = run(store.ownerUrl, terminal({ LC_ALL: 'es_ES.UTF-8' }));
  expect(spanish.stdout).toMatch(
    /^El almacén del equipo en .* ya está en la versión 9 del esquema\.$/m,
  );
});

it('refuses a store across the network without TLS before connecting', () => {
  const result = run('postgres://owner@db.example.com/team');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('sslmode=verify-full');
});

it('refuses a password on its command line, and connects to nothing', () => {
  for (const url of [
    store.ownerUrl,
    `${store.ownerUrl.replace(':owner-pw', '')}?password=owner-pw`,
  ]) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, url], {
      encoding: 'utf8',
      env: terminal(),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('can be read by every user of this machine');
    expect(result.stderr).not.toContain('owner-pw');
  }
});

it('speaks the terminal’s Spanish, its own refusals and the URL’s alike, with no English left', () => {
  const spanish = terminal({ LANG: 'es_CO.UTF-8' });
  const inUrl = spawnSync(process.execPath, ['--import', 'tsx', cli, store.ownerUrl], {
    encoding: 'utf8',
    env: spanish,
  });
  expect(inUrl.status).toBe(1);
  expect(inUrl.stderr).toContain('la puede leer cualquier usuario de este equipo');
  expect(inUrl.stderr).not.toContain('owner-pw');

  const plain = run('postgres://owner@db.example.com/team', spanish);
  expect(plain.status).toBe(1);
  expect(plain.stderr).toBe(
    'team:migrate: No se usa la URL del almacén del equipo: El almacén del equipo en db.example.com no está en este equipo: agregue ?sslmode=verify-full (o require) para que el registro de auditoría cruce la red cifrado\n',
  );

  const usage = spawnSync(process.execPath, ['--import', 'tsx', cli], {
    encoding: 'utf8',
    env: spanish,
  });
  expect(usage.status).toBe(2);
  expect(usage.stderr).toMatch(/^Uso: npm run team:migrate/);
});
