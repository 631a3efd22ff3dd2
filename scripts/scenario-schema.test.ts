import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_SCHEMA_FILE, scenarioSchemaText } from './scenario-schema';

const ROOT = resolve(import.meta.dirname, '..');
const RUN = `run \`npm run scenario:schema\` (npm install and npm run build also do)`;

describe('npm run scenario:schema', () => {
  // Not committed: an editor reading a stale one would offer yesterday's operations.
  it('has written the schema editors read, as it would write it now', async () => {
    const path = join(ROOT, SCENARIO_SCHEMA_FILE);
    expect(existsSync(path), `${SCENARIO_SCHEMA_FILE} is missing: ${RUN}`).toBe(true);
    expect(await scenarioSchemaText(ROOT), `${SCENARIO_SCHEMA_FILE} is out of date: ${RUN}`).toBe(
      readFileSync(path, 'utf8'),
    );
  });
});
