import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_SCHEMA_FILE, scenarioSchemaText } from './scenario-schema';

const ROOT = resolve(import.meta.dirname, '..');

describe('npm run scenario:schema', () => {
  it('writes exactly the committed file, so the file is never edited by hand', async () => {
    const committed = readFileSync(join(ROOT, SCENARIO_SCHEMA_FILE), 'utf8');
    expect(
      await scenarioSchemaText(ROOT),
      `${SCENARIO_SCHEMA_FILE} is generated: run \`npm run scenario:schema\``,
    ).toBe(committed);
  });
});
