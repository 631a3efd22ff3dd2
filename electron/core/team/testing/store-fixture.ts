/*
 * Test helper (no tests here): one throwaway PostgreSQL per test file with the team store's
 * database, its owner, and the two roles of roles.sql exactly as the README gives them.
 */
import pg from 'pg';
import { migrate } from '../migrations';
import { startPgServer, type PgServer, type PgServerOptions } from './pg-server';
import { ROLES_SQL } from './roles-sql';

export { ROLES_SQL };

export interface TeamStoreFixture {
  server: PgServer;
  /** The database's owner: runs migrations, and has more grants than a console should. */
  ownerUrl: string;
  /** A console's own login, a member of console_writer as roles.sql says. */
  writerUrl: string;
  /** Another console's login: a till that should not be able to write as the first. */
  otherWriterUrl: string;
  readerUrl: string;
  /** Runs SQL in the team database as the superuser. */
  sql(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  close(): Promise<void>;
}

export async function startTeamStore(
  options: { migrated?: boolean; roles?: boolean; tls?: PgServerOptions['tls'] } = {},
): Promise<TeamStoreFixture> {
  const server = await startPgServer(options.tls ? { tls: options.tls } : {});
  try {
    await server.sql("CREATE ROLE team_owner LOGIN PASSWORD 'owner-pw'");
    await server.sql('CREATE DATABASE team OWNER team_owner');
    // PostgreSQL 15 gives the public schema to the database owner only through this grant.
    await server.sql('ALTER SCHEMA public OWNER TO team_owner', 'team');
    const ownerUrl = server.url('team_owner', 'owner-pw', 'team');
    if (options.migrated !== false) {
      await withClient(ownerUrl, (client) => migrate(client));
      if (options.roles !== false) {
        await server.sql(ROLES_SQL, 'team');
        await server.sql("CREATE ROLE till_a LOGIN PASSWORD 'writer-pw' IN ROLE console_writer");
        await server.sql("CREATE ROLE till_b LOGIN PASSWORD 'writer-b-pw' IN ROLE console_writer");
        await server.sql("ALTER ROLE audit_reader PASSWORD 'reader-pw'");
      }
    }
    return {
      server,
      ownerUrl,
      writerUrl: server.url('till_a', 'writer-pw', 'team'),
      otherWriterUrl: server.url('till_b', 'writer-b-pw', 'team'),
      readerUrl: server.url('audit_reader', 'reader-pw', 'team'),
      sql: (text, params) =>
        withClient(server.superuserUrl.replace(/\/postgres$/, '/team'), (c) =>
          c.query(text, params),
        ),
      close: () => server.destroy(),
    };
  } catch (error) {
    await server.destroy();
    throw error;
  }
}

export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
