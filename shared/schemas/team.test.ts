import { describe, expect, it } from 'vitest';
import { TeamConfigureInput, TLS_REQUIRED_MESSAGE, teamStoreUrlProblem } from './team';
import { fieldText } from '../validation-words';

describe('team store URL', () => {
  it.each([
    'postgres://console@db.example.com:5432/team?sslmode=verify-full',
    'postgresql://console@db.example.com/team?sslmode=require',
    'postgres://console@db.example.com/team?sslmode=verify-ca',
    // On this machine the traffic never leaves it: no TLS needed.
    'postgres://console@127.0.0.1:5432/team',
    'postgres://console@localhost/team',
    'postgres://console@[::1]:5433/team',
    'postgres:///team?host=/var/run/postgresql',
  ])('accepts %s', (url) => {
    expect(teamStoreUrlProblem(url)).toBeUndefined();
  });

  it.each([
    // `prefer` and `allow` fall back to plain text without a word.
    ['postgres://console@db.example.com/team', fieldText(TLS_REQUIRED_MESSAGE)],
    ['postgres://console@db.example.com/team?sslmode=prefer', fieldText(TLS_REQUIRED_MESSAGE)],
    ['postgres://console@db.example.com/team?sslmode=disable', fieldText(TLS_REQUIRED_MESSAGE)],
    ['postgres://console@127.0.0.1.nip.io/team', fieldText(TLS_REQUIRED_MESSAGE)],
    ['https://db.example.com/team', 'Use a postgres:// URL'],
    ['db.example.com', expect.stringMatching(/full URL/)],
    ['postgres://console@db.example.com?sslmode=require', expect.stringMatching(/database/)],
  ])('refuses %s', (url, problem) => {
    expect(fieldText(teamStoreUrlProblem(url) ?? '')).toEqual(problem);
  });

  it('the configure input carries the refusal at the URL field, and drops empty fields', () => {
    const refused = TeamConfigureInput.safeParse({ url: 'postgres://c@db.example.com/t' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: TLS_REQUIRED_MESSAGE }),
    ]);
    expect(
      TeamConfigureInput.parse({
        url: ' postgres://c@127.0.0.1/t ',
        password: '',
        consoleName: '',
      }),
    ).toEqual({ url: 'postgres://c@127.0.0.1/t' });
    expect(
      TeamConfigureInput.safeParse({ url: 'postgres://c@127.0.0.1/t', consoleName: 'a\u0007' })
        .success,
    ).toBe(false);
  });
});
