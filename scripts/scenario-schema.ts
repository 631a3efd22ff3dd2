/*
 * `npm run scenario:schema` writes e2e/scenarios/scenario.schema.json, the JSON Schema editors
 * read for scenario files. It is generated from `Scenario` (shared/schemas/scenario.ts), which
 * names every operation, so a new operation changes it: it is not committed, but written by
 * this command, which `npm install` (postinstall) and `npm run build` run. Written as Prettier
 * formats it, so `format:check` and the file's test agree with it.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { scenarioJsonSchema } from '../shared/schemas/scenario';

export const SCENARIO_SCHEMA_FILE = 'e2e/scenarios/scenario.schema.json';

/** The file's whole text, as the command writes it. */
export async function scenarioSchemaText(root: string): Promise<string> {
  const path = join(root, SCENARIO_SCHEMA_FILE);
  const options = (await resolveConfig(path)) ?? {};
  // Indented first: Prettier keeps an object on several lines when it was written so.
  return format(JSON.stringify(scenarioJsonSchema(), null, 2), { ...options, filepath: path });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  writeFileSync(join(root, SCENARIO_SCHEMA_FILE), await scenarioSchemaText(root));
  console.log(`Wrote ${SCENARIO_SCHEMA_FILE}`);
}
