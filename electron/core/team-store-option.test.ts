import { describe, expect, it } from 'vitest';
import { teamStoreOption, withoutPassword } from './team-store-option';

const SAFE = 'postgres://console:s3cret-pw@db.example.com/team?sslmode=verify-full';

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

  it('shows the URL without its password', () => {
    expect(withoutPassword(SAFE)).toBe(
      'postgres://console@db.example.com/team?sslmode=verify-full',
    );
  });
});
