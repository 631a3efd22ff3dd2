/**
 * `npm run team:migrate -- postgres://owner@host/db?sslmode=verify-full`: creates or upgrades
 * the team store's schema, as its owner. A command line is readable by every user of the
 * machine, so the owner's password is never in the URL: it comes from PGPASSWORD, or is typed
 * when asked.
 * Consoles connecting with the insert-only and select-only roles cannot do this themselves.
 * It speaks the language the console was last shown in, else the terminal's (`cliLanguage`).
 */
import pg from 'pg';
import { promptPassword } from '../terminal/password-prompt';
import { cliLanguage } from '../words/cli-language';
import { describeStoreError, parseStoreUrl } from './connection';
import { readGrants } from './grants';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrations';
import { migrateWords } from './migrate-words';
import { storeErrorText } from './store-error-text';

/** A refusal of the command's own, already in the person's language. */
class Refusal extends Error {}

const language = cliLanguage(process.env);
const say = migrateWords(language);
const url = process.argv[2];
if (!url) {
  console.error(say.usage);
  process.exit(2);
}

try {
  const parsed = parseStoreUrl(url);
  if (parsed.password !== undefined) throw new Refusal(say.passwordInUrl(parsed.display));
  const password =
    process.env.PGPASSWORD ||
    (process.stdin.isTTY
      ? await promptPassword(
          say.passwordPrompt(`${parsed.config.user}@${parsed.config.host}`),
          process.stdin,
          process.stdout,
        ).catch(() => {
          throw new Refusal(say.noPassword);
        })
      : undefined);
  const client = new pg.Client({ ...parsed.config, ...(password ? { password } : {}) });
  await client.connect();
  try {
    const before = await schemaVersion(client);
    const grants = await readGrants(client);
    if (before < SCHEMA_VERSION && !grants.canMigrate) {
      throw new Refusal(say.notOwner(parsed.display, before));
    }
    const after = await migrate(client);
    console.log(
      before === after
        ? say.current(parsed.display, after)
        : say.upgraded(parsed.display, before, after),
    );
  } finally {
    await client.end();
  }
} catch (error) {
  const why =
    error instanceof Refusal ? error.message : storeErrorText(describeStoreError(error), language);
  console.error(`team:migrate: ${why}`);
  process.exit(1);
}
