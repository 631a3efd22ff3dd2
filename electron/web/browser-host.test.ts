import { describe, expect, it } from 'vitest';
import { browserHostOptions } from './browser-host';

describe('the browser host’s options', () => {
  const url = 'postgres://console_writer@db.example.com/payments?sslmode=verify-full';

  it('takes --team-store, else PAYMENTS_CONSOLE_TEAM_STORE', () => {
    expect(browserHostOptions(['--team-store', url], {}).teamStore).toEqual({
      url,
      source: 'flag',
    });
    expect(browserHostOptions([], { PAYMENTS_CONSOLE_TEAM_STORE: url }).teamStore).toEqual({
      url,
      source: 'environment',
    });
    expect(browserHostOptions([], {}).teamStore).toBeUndefined();
  });

  it('refuses a team store without TLS to another machine before anything starts', () => {
    expect(() =>
      browserHostOptions(['--team-store', 'postgres://w:pw-42@db.example.com/payments'], {}),
    ).toThrow(/^--team-store “postgres:\/\/w@db\.example\.com\/payments”: Add \?sslmode/);
  });
});
