import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamStoreOption, withoutPassword } from './team-store-option';

const SAFE = 'postgres://console@db.example.com/team?sslmode=verify-full';
const WITH_PASSWORD = 'postgres://console:s3cret-pw@db.example.com/team?sslmode=verify-full';

describe('the host’s team store', () => {
  it('takes the flag over the environment', () => {
    expect(
      teamStoreOption(SAFE, { PAYMENTS_CONSOLE_TEAM_STORE: 'postgres://other@127.0.0.1/t' }),
    ).toEqual({ url: SAFE, source: 'flag' });
    expect(
      teamStoreOption(undefined, { PAYMENTS_CONSOLE_TEAM_STORE: 'postgres://other@127.0.0.1/t' }),
    ).toEqual({ url: 'postgres://other@127.0.0.1/t', source: 'environment' });
    expect(teamStoreOption(undefined, {})).toBeUndefined();
    expect(teamStoreOption('', { PAYMENTS_CONSOLE_TEAM_STORE: '  ' })).toBeUndefined();
  });

  it('refuses a plain-text remote store by where it came from, without its password', () => {
    const plain = 'postgres://console:s3cret-pw@db.example.com/team';
    expect(() => teamStoreOption(plain, {})).toThrow(/^--team-store .*sslmode=verify-full/);
    expect(() => teamStoreOption(undefined, { PAYMENTS_CONSOLE_TEAM_STORE: plain })).toThrow(
      /^PAYMENTS_CONSOLE_TEAM_STORE /,
    );
    try {
      teamStoreOption(plain, {});
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret-pw');
    }
  });

  it('refuses a password on the command line and says where to give it instead', () => {
    let message = '';
    try {
      teamStoreOption(WITH_PASSWORD, {});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^--team-store “postgres:\/\/console@db\.example\.com\/team/);
    expect(message).toContain('can be read by every user of this machine');
    expect(message).toContain('PAYMENTS_CONSOLE_TEAM_STORE_PASSWORD');
    expect(message).toContain('--team-store-password-file');
    expect(message).not.toContain('s3cret-pw');
    // The environment is private to the process: a URL there may keep its password.
    expect(
      teamStoreOption(undefined, { PAYMENTS_CONSOLE_TEAM_STORE: WITH_PASSWORD })?.password,
    ).toBe('s3cret-pw');
  });

  it('refuses libpq’s ?password= on the command line too, and never quotes it', () => {
    const inQuery =
      'postgresql://console@db.example.com/team?sslmode=verify-full&password=qu3ry-pw';
    let message = '';
    try {
      teamStoreOption(inQuery, {});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('can be read by every user of this machine');
    expect(message).not.toContain('qu3ry-pw');
    expect(teamStoreOption(undefined, { PAYMENTS_CONSOLE_TEAM_STORE: inQuery })?.password).toBe(
      'qu3ry-pw',
    );
  });

  it('takes the password from a file, else the environment, never from the URL on a flag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'team-pw-'));
    try {
      const file = join(dir, 'pw');
      writeFileSync(file, 'from-file-pw\n', { mode: 0o600 });
      const env = { PAYMENTS_CONSOLE_TEAM_STORE_PASSWORD: 'from-env-pw', PGPASSWORD: 'pg-pw' };
      expect(teamStoreOption(SAFE, env, file)?.password).toBe('from-file-pw');
      expect(teamStoreOption(SAFE, env)?.password).toBe('from-env-pw');
      expect(teamStoreOption(SAFE, { PGPASSWORD: 'pg-pw' })?.password).toBe('pg-pw');
      expect(teamStoreOption(SAFE, {})?.password).toBeUndefined();
      expect(() => teamStoreOption(SAFE, {}, join(dir, 'missing'))).toThrow(
        /--team-store-password-file .* cannot be read \(ENOENT\)/,
      );
      writeFileSync(file, '\n');
      expect(() => teamStoreOption(SAFE, {}, file)).toThrow(/is empty/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the URL without its password', () => {
    expect(withoutPassword(WITH_PASSWORD)).toBe(
      'postgres://console@db.example.com/team?sslmode=verify-full',
    );
  });
});
