import { describe, expect, it } from 'vitest';
import { signInOptions } from './sign-in-options';

describe('sign-in options of the browser host', () => {
  it('runs as the local operator when no provider is named', () => {
    expect(signInOptions({}, {})).toEqual({});
  });

  it('takes the provider from the flags, the secret from the variable they name', () => {
    expect(
      signInOptions(
        {
          'oidc-issuer': 'https://id.example.com',
          'oidc-client-id': 'console',
          'oidc-client-secret-env': 'MY_SECRET',
          'oidc-roles-claim': 'groups',
          'idle-lock-min': '5',
        },
        { MY_SECRET: 's3cret' },
      ),
    ).toEqual({
      oidc: {
        issuer: 'https://id.example.com',
        clientId: 'console',
        clientSecret: 's3cret',
        rolesClaim: 'groups',
      },
      idleLockMinutes: 5,
    });
  });

  it('takes the provider from the environment', () => {
    expect(
      signInOptions(
        {},
        {
          PAYMENTS_CONSOLE_OIDC_ISSUER: 'http://127.0.0.1:9000',
          PAYMENTS_CONSOLE_OIDC_CLIENT_ID: 'console',
        },
      ),
    ).toEqual({ oidc: { issuer: 'http://127.0.0.1:9000', clientId: 'console' } });
  });

  it('refuses half a provider, plain http off loopback, a missing secret and a longer lock', () => {
    expect(() => signInOptions({ 'oidc-issuer': 'https://id.example.com' }, {})).toThrow(
      /go together/,
    );
    expect(() =>
      signInOptions({ 'oidc-issuer': 'http://id.example.com', 'oidc-client-id': 'c' }, {}),
    ).toThrow(/https/);
    expect(() =>
      signInOptions(
        {
          'oidc-issuer': 'https://id.example.com',
          'oidc-client-id': 'c',
          'oidc-client-secret-env': 'NOPE',
        },
        {},
      ),
    ).toThrow(/NOPE/);
    expect(() => signInOptions({ 'idle-lock-min': '30' }, {})).toThrow(/at most 15/);
  });
});
