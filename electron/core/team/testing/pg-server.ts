import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runnableBy, serverPrograms, serverUser, type ServerPrograms } from './pg-programs';

/**
 * A throwaway PostgreSQL for tests and the bench: `initdb` into a fresh temporary folder, one
 * server on a free loopback port, everything removed afterwards. Its programs come from
 * `serverPrograms` (npm's embedded PostgreSQL unless a setting names a system one); as root it
 * runs as another user, because initdb and postgres refuse to run as root.
 */
export interface PgServer {
  readonly port: number;
  /** The cluster's folder, for scans of what reached the disk. */
  readonly dataDir: string;
  /** The bootstrap superuser's URL (password auth over TCP, as a real server would ask). */
  readonly superuserUrl: string;
  /** `server_version` as the running server reports it, e.g. `18.4`. */
  readonly version: string;
  readonly programs: ServerPrograms;
  url(user: string, password: string, database?: string): string;
  /** Runs SQL as the superuser on `database` (default `postgres`). */
  sql(text: string, database?: string): Promise<pg.QueryResult>;
  /** Stops the server: `fast` closes sessions cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
  /** CPU seconds the server and its finished sessions used so far (Linux; else undefined). */
  cpuSeconds(): number | undefined;
}

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'throwaway-superuser';

export interface PgServerOptions {
  /** PEM files: the server then offers TLS with this certificate. */
  tls?: { cert: string; key: string };
  /** Off by default: tests need not survive a power cut, and fsync off keeps them quick. */
  durable?: boolean;
  /** Default: `serverPrograms()`, which reads the environment's setting. */
  programs?: ServerPrograms;
}

export async function startPgServer(options: PgServerOptions = {}): Promise<PgServer> {
  const runAs = process.getuid?.() === 0 ? serverUser() : undefined;
  const found = options.programs ?? (await serverPrograms());
  const programs = runAs ? runnableBy(found, runAs) : found;
  const root = mkdtempSync(join(tmpdir(), 'payments-console-pg-'));
  const data = join(root, 'data');
  const sockets = join(root, 'sockets');
  if (runAs) chownSync(root, runAs.uid, runAs.gid);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // A test process that ends without tearing down (a timed-out hook) leaves no server or folder.
  const killOnExit = () => {
    child?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const run = (program: string, args: string[]) => {
    const result = spawnSync(program, args, {
      encoding: 'utf8',
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    });
    if (result.status !== 0) {
      // A project under a folder only root may enter (/root) hides the programs from that user.
      const as = runAs ? ` (run as the user ${runAs.name}, who must be able to reach it)` : '';
      throw new Error(`${program} failed${as}: ${result.stderr || result.error?.message || ''}`);
    }
  };
  try {
    const pwfile = join(root, 'pwfile');
    writeFileSync(pwfile, SUPERUSER_PASSWORD, { mode: 0o600 });
    if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
    run(programs.initdb, [
      '-D',
      data,
      '-U',
      SUPERUSER,
      `--pwfile=${pwfile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    rmSync(pwfile);
    if (options.tls) {
      // The server reads them as its own user and refuses a key others may read.
      for (const [name, pem] of [
        ['server.crt', options.tls.cert],
        ['server.key', options.tls.key],
      ] as const) {
        writeFileSync(join(root, name), pem, { mode: 0o600 });
        if (runAs) chownSync(join(root, name), runAs.uid, runAs.gid);
      }
    }
    mkdirSync(sockets, { mode: 0o700 });
    if (runAs) chownSync(sockets, runAs.uid, runAs.gid);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const url = (user: string, password: string, database = 'postgres') =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  const start = async () => {
    const args = [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      sockets,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=40',
      // fsync off survives a crash of the server (the chaos tests), not of the machine. Commits
      // stay synchronous: the shipper moves its cursor on COMMIT, as a real store allows.
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'shared_buffers=16MB']),
      ...(options.tls
        ? [
            '-c',
            'ssl=on',
            '-c',
            `ssl_cert_file=${join(root, 'server.crt')}`,
            '-c',
            `ssl_key_file=${join(root, 'server.key')}`,
          ]
        : []),
    ];
    const started = spawn(programs.postgres, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    });
    let log = '';
    started.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-4000);
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    await waitReady(url(SUPERUSER, SUPERUSER_PASSWORD), started, () => log);
  };

  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    await exited;
    child = undefined;
  };

  try {
    await start();
  } catch (error) {
    await stop('immediate');
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const sql = async (text: string, database = 'postgres') => {
    const client = new pg.Client({
      connectionString: url(SUPERUSER, SUPERUSER_PASSWORD, database),
    });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  let version: string;
  try {
    const shown = await sql('SHOW server_version');
    version = String((shown.rows[0] as { server_version: unknown }).server_version);
  } catch (error) {
    await stop('immediate');
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    dataDir: data,
    superuserUrl: url(SUPERUSER, SUPERUSER_PASSWORD),
    version,
    programs,
    url,
    sql,
    stop,
    start,
    cpuSeconds: () => (child?.pid === undefined ? undefined : processCpuSeconds(child.pid)),
    destroy: async () => {
      await stop('fast');
      process.removeListener('exit', killOnExit);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited: ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`postgres did not start: ${String(error)} ${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** utime + stime + cutime + cstime from /proc: the process and the children it reaped. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of stat(5), counted after the command name (field 3 is index 0 here).
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return ticks / 100;
  } catch {
    return undefined;
  }
}
