/**
 * `npm run team:migrate -- postgres://owner@host/db?sslmode=verify-full`: creates or upgrades
 * the team store's schema, as its owner. A command line is readable by every user of the
 * machine, so the owner's password is never in the URL: it comes from PGPASSWORD, or is typed
 * when asked.
 * Consoles connecting with the insert-only and select-only roles cannot do this themselves.
 */
import pg from 'pg';
import { promptPassword } from '../terminal/password-prompt';
import { describeStoreError, parseStoreUrl } from './connection';
import { readGrants } from './grants';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrations';

const url = process.argv[2];
if (!url) {
  console.error(
    'Usage: npm run team:migrate -- postgres://owner@host/database?sslmode=verify-full',
  );
  process.exit(2);
}

try {
  const parsed = parseStoreUrl(url);
  if (parsed.password !== undefined) {
    throw new Error(
      `${parsed.display}: a password on the command line can be read by every user of this machine. Give it in PGPASSWORD, or leave it out and type it when asked.`,
    );
  }
  const password =
    process.env.PGPASSWORD ||
    (process.stdin.isTTY
      ? await promptPassword(
          `Password for ${parsed.config.user}@${parsed.config.host}: `,
          process.stdin,
          process.stdout,
        )
      : undefined);
  const client = new pg.Client({ ...parsed.config, ...(password ? { password } : {}) });
  await client.connect();
  try {
    const before = await schemaVersion(client);
    const grants = await readGrants(client);
    if (before < SCHEMA_VERSION && !grants.canMigrate) {
      throw new Error(
        `${parsed.display} is at schema version ${before} and this role may not change it: connect as the database's owner`,
      );
    }
    const after = await migrate(client);
    console.log(
      before === after
        ? `The team store at ${parsed.display} is already at schema version ${after}.`
        : `The team store at ${parsed.display} went from schema version ${before} to ${after}.`,
    );
  } finally {
    await client.end();
  }
} catch (error) {
  console.error(`team:migrate: ${describeStoreError(error).message}`);
  process.exit(1);
}
