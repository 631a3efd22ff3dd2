import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';

const config = parse(readFileSync(resolve(import.meta.dirname, '../electron-builder.yml'), 'utf8'));

it('release builds flip the fuses security.md asks for', () => {
  expect(config.electronFuses).toMatchObject({
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    grantFileProtocolExtraPrivileges: false,
    onlyLoadAppFromAsar: true,
    enableCookieEncryption: true,
  });
});

it('packages the built app only, in an asar, without source maps', () => {
  expect(config.asar).toBe(true);
  expect(config.files).toEqual(['dist/**/*', '!dist/**/*.map', 'package.json']);
});
