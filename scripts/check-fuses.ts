/**
 * `npm run check:fuses`, after `npm run dist`: reads Electron's fuses back from every packaged
 * app under release/ and fails if one differs from what electron-builder.yml asks for. The
 * config test proves the file says the right thing; this proves the binary that ships does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { parse } from 'yaml';

/**
 * A fuse's state is its byte in the binary's fuse wire: '1' on, '0' off (what @electron/fuses
 * calls FuseState, which its package does not export).
 */
export const ENABLED = '1'.charCodeAt(0);
export const DISABLED = '0'.charCodeAt(0);

/** electron-builder's `electronFuses` options that are not fuses. */
const NOT_FUSES = new Set(['resetAdHocDarwinSignature', 'strictlyRequireAllFuses']);

/** electron-builder.yml's `electronFuses` as @electron/fuses names them: `runAsNode` → `RunAsNode`. */
export function expectedFuses(config: { electronFuses?: Record<string, unknown> }) {
  const fuses = new Map<string, boolean>();
  for (const [key, value] of Object.entries(config.electronFuses ?? {})) {
    if (NOT_FUSES.has(key)) continue;
    const name = key[0]!.toUpperCase() + key.slice(1);
    if (!(name in FuseV1Options) || typeof value !== 'boolean') {
      throw new Error(`electron-builder.yml: “${key}: ${String(value)}” is not a fuse setting`);
    }
    fuses.set(name, value);
  }
  if (fuses.size === 0) throw new Error('electron-builder.yml sets no fuses');
  return fuses;
}

/** One line per fuse whose state in the binary is not the one expected. */
export function fuseDifferences(
  expected: Map<string, boolean>,
  wire: Partial<Record<number, number>>,
): string[] {
  const differences: string[] = [];
  for (const [name, enabled] of expected) {
    const state = wire[FuseV1Options[name as keyof typeof FuseV1Options]];
    if (state !== (enabled ? ENABLED : DISABLED)) {
      differences.push(`${name} should be ${enabled ? 'on' : 'off'}, is ${describe(state)}`);
    }
  }
  return differences;
}

function describe(state: number | undefined): string {
  if (state === ENABLED) return 'on';
  if (state === DISABLED) return 'off';
  return state === undefined ? 'absent' : `in state ${String.fromCharCode(state)}`;
}

/** The packaged apps electron-builder leaves under release/ (unpacked dirs and .app bundles). */
export function packagedApps(releaseDir: string, productName: string, executable: string) {
  if (!existsSync(releaseDir)) return [];
  return readdirSync(releaseDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      [executable, `${productName}.exe`, `${productName}.app`].map((name) =>
        join(releaseDir, dir.name, name),
      ),
    )
    .filter((path) => existsSync(path));
}

export interface BuilderConfig {
  productName: string;
  directories?: { output?: string };
  linux?: { executableName?: string };
  electronFuses?: Record<string, unknown>;
}

/** Each packaged app under the release folder, with how its fuses differ from the config. */
export async function checkRelease(root: string, config: BuilderConfig) {
  const expected = expectedFuses(config);
  const apps = packagedApps(
    join(root, config.directories?.output ?? 'dist'),
    config.productName,
    config.linux?.executableName ?? config.productName.toLowerCase().replaceAll(' ', '-'),
  );
  return Promise.all(
    apps.map(async (app) => ({
      app,
      differences: fuseDifferences(expected, await getCurrentFuseWire(app)),
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
  const results = await checkRelease(root, config);
  if (results.length === 0) {
    console.error('No packaged app under release/: run `npm run dist` first.');
    process.exit(1);
  }
  for (const { app, differences } of results) {
    console.log(`${differences.length ? 'FAIL' : 'ok  '} ${app}`);
    for (const line of differences) console.log(`     ${line}`);
  }
  process.exit(results.some((r) => r.differences.length > 0) ? 1 : 0);
}
