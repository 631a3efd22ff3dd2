import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  checkRelease,
  DISABLED,
  ENABLED,
  expectedFuses,
  fuseDifferences,
  packagedApps,
} from './check-fuses';

const config = parse(readFileSync(resolve(import.meta.dirname, '../electron-builder.yml'), 'utf8'));

/** A fuse wire as @electron/fuses reads it from a binary: fuse index → state. */
function wire(states: Partial<Record<keyof typeof FuseV1Options, boolean>>) {
  return Object.fromEntries(
    Object.entries(states).map(([name, on]) => [
      FuseV1Options[name as keyof typeof FuseV1Options],
      on ? ENABLED : DISABLED,
    ]),
  );
}

describe('the packaged app’s fuses', () => {
  const expected = expectedFuses(config);

  it('are read from electron-builder.yml under @electron/fuses’ names', () => {
    expect(expected.get('RunAsNode')).toBe(false);
    expect(expected.get('OnlyLoadAppFromAsar')).toBe(true);
    expect(expected.get('GrantFileProtocolExtraPrivileges')).toBe(false);
    expect(() => expectedFuses({ electronFuses: { runAsNodee: false } })).toThrow(/runAsNodee/);
  });

  it('pass when the binary matches, and name each fuse that does not', () => {
    const asConfigured = wire(
      Object.fromEntries(expected) as Record<keyof typeof FuseV1Options, boolean>,
    );
    expect(fuseDifferences(expected, asConfigured)).toEqual([]);
    // An unfused Electron: runs as Node, loads app code from anywhere.
    const stock = { ...asConfigured, ...wire({ RunAsNode: true, OnlyLoadAppFromAsar: false }) };
    expect(fuseDifferences(expected, stock)).toEqual([
      'RunAsNode should be off, is on',
      'OnlyLoadAppFromAsar should be on, is off',
    ]);
    const { [FuseV1Options.EnableCookieEncryption]: _absent, ...older } = asConfigured;
    expect(fuseDifferences(expected, older)).toEqual([
      'EnableCookieEncryption should be on, is absent',
    ]);
  });

  it('are looked for in every unpacked app electron-builder leaves', () => {
    const release = mkdtempSync(join(tmpdir(), 'release-'));
    for (const dir of ['linux-unpacked', 'win-unpacked', 'mac-arm64/Payments Console.app']) {
      mkdirSync(join(release, dir), { recursive: true });
    }
    writeFileSync(join(release, 'linux-unpacked', 'payments-console'), '');
    writeFileSync(join(release, 'win-unpacked', 'Payments Console.exe'), '');
    writeFileSync(join(release, 'Payments Console-0.1.0.AppImage'), '');
    expect(packagedApps(release, 'Payments Console', 'payments-console').sort()).toEqual(
      [
        join(release, 'linux-unpacked', 'payments-console'),
        join(release, 'mac-arm64', 'Payments Console.app'),
        join(release, 'win-unpacked', 'Payments Console.exe'),
      ].sort(),
    );
  });
});

/** The marker Electron puts before its fuse wire (@electron/fuses' constant, not exported). */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

describe('checking a release', () => {
  /** A stand-in for an Electron binary: its fuse wire, all fuses as Electron ships them. */
  function unfusedBinary(path: string) {
    const stock = [ENABLED, DISABLED, ENABLED, ENABLED, DISABLED, DISABLED, DISABLED, ENABLED];
    writeFileSync(
      path,
      Buffer.concat([
        Buffer.from('\x7fELF…code…'),
        Buffer.from(SENTINEL),
        Buffer.from([1, stock.length, ...stock]),
        Buffer.from('…more code…'),
      ]),
    );
  }

  it('reads each packaged binary back and fails one that was not fused as configured', async () => {
    const root = mkdtempSync(join(tmpdir(), 'app-'));
    mkdirSync(join(root, 'release', 'linux-unpacked'), { recursive: true });
    const binary = join(root, 'release', 'linux-unpacked', 'payments-console');
    unfusedBinary(binary);
    const [stock] = await checkRelease(root, config);
    expect(stock?.app).toBe(binary);
    expect(stock?.differences).toContain('RunAsNode should be off, is on');

    // What electron-builder does with electron-builder.yml when it packages.
    const fuses = Object.fromEntries(
      [...expectedFuses(config)].map(([name, on]) => [
        FuseV1Options[name as keyof typeof FuseV1Options],
        on,
      ]),
    );
    await flipFuses(binary, { version: FuseVersion.V1, ...fuses });
    expect(await checkRelease(root, config)).toEqual([{ app: binary, differences: [] }]);
  });
});
