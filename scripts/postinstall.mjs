// `npm install` / `npm ci`: writes e2e/scenarios/scenario.schema.json (`npm run scenario:schema`),
// the scenario format's JSON Schema that editors read. It is generated from the operations, so it
// is not committed. An install without devDependencies has no tsx to write it with, and nothing
// there reads it: skipped, not failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

try {
  import.meta.resolve('tsx');
} catch {
  console.log('scenario.schema.json not written: tsx (a devDependency) is not installed');
  process.exit(0);
}
const root = join(import.meta.dirname, '..');
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts', 'scenario-schema.ts')],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
