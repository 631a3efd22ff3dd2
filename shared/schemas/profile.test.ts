import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors';
import {
  ClientSecret,
  HTTPS_REQUIRED_MESSAGE,
  Profile,
  ProfileInput,
  type ProfileFormValues,
} from './profile';
import { fieldText, fieldsText } from '../validation-words';

const base: ProfileFormValues = {
  name: 'Acquirer test',
  baseUrl: 'https://api.example.com',
  clientId: 'console',
};

/** Parses and returns either the data or the per-field messages, as a form would show them. */
function parse(overrides: Partial<Record<keyof ProfileFormValues, unknown>>) {
  const result = ProfileInput.safeParse({ ...base, ...overrides });
  return result.success
    ? { data: result.data, fields: undefined }
    : { data: undefined, fields: fieldsText(fieldErrors(result.error)) };
}

describe('ProfileInput URLs', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://127.0.0.5',
    'http://127.255.255.254/api',
    'http://[::1]:8080',
    'http://localhost:3000',
    'http://LOCALHOST',
    'https://api.example.com/v1',
  ])('accepts %s', (url) => {
    expect(parse({ baseUrl: url }).fields).toBeUndefined();
    expect(parse({ tokenUrl: url }).fields).toBeUndefined();
  });

  it.each([
    'http://example.com',
    'http://localhost.evil.com',
    'http://127.0.0.1.nip.io',
    'http://128.0.0.1',
    'http://[::2]',
    'http://10.0.0.1',
  ])('refuses plain http to the remote host %s, at the field', (url) => {
    expect(parse({ baseUrl: url }).fields).toEqual({ baseUrl: fieldText(HTTPS_REQUIRED_MESSAGE) });
    expect(parse({ tokenUrl: url }).fields).toEqual({
      tokenUrl: fieldText(HTTPS_REQUIRED_MESSAGE),
    });
  });

  it.each([
    ['https://user:pass@api.example.com', /user name or password/],
    ['https://user@api.example.com', /user name or password/],
    ['http://user@localhost', /user name or password/],
    ['https://api.example.com/?x=1', /query/],
    ['https://api.example.com/?', /query/],
    ['https://api.example.com/#top', /fragment/],
    ['ftp://api.example.com', /https:\/\//],
    ['javascript:alert(1)', /https:\/\//],
    ['api.example.com', /full URL/],
    ['', /Enter a URL/],
  ])('refuses %s', (url, message) => {
    expect(parse({ baseUrl: url }).fields?.baseUrl).toMatch(message);
  });

  it('normalizes the URL (no trailing slash, lower-case host) so paths can be appended', () => {
    expect(parse({ baseUrl: ' https://API.Example.com/v1/ ' }).data?.baseUrl).toBe(
      'https://api.example.com/v1',
    );
  });
});

describe('ProfileInput fields', () => {
  it('applies defaults and treats empty optional text as absent', () => {
    const { data } = parse({ tokenUrl: '', audience: '  ', defaultMerchantId: '' });
    expect(data).toEqual({
      name: 'Acquirer test',
      baseUrl: 'https://api.example.com',
      clientId: 'console',
      deadlineMs: 15_000,
      production: false,
      // The reference documents no Idempotency-Key: nothing is assumed about a new profile.
      idempotencyKey: 'not_known',
    });
    // The service, not the schema, resolves these.
    expect(data?.tokenUrl).toBeUndefined();
    expect(data?.allowRawCards).toBeUndefined();
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ name: 'Live\u001b]52;c;cm0gLXJmIH4=\u0007' }, 'name'],
    [{ name: 'Live\u001b[8m hidden' }, 'name'],
    [{ name: 'Live\nProduction: off' }, 'name'],
    [{ name: 'Live \u202eSD 00.1' }, 'name'],
    [{ name: 'Live\u0085x' }, 'name'],
    [{ name: 'Acme\u200blive' }, 'name'],
    [{ name: 'Acme\u{e0041}live' }, 'name'],
    [{ name: '\u3164' }, 'name'],
    [{ clientId: '' }, 'clientId'],
    [{ clientId: 'x'.repeat(201) }, 'clientId'],
    [{ deadlineMs: 999 }, 'deadlineMs'],
    [{ deadlineMs: 120_001 }, 'deadlineMs'],
    [{ deadlineMs: 1500.5 }, 'deadlineMs'],
    [{ defaultMerchantId: 'a/b' }, 'defaultMerchantId'],
    [{ defaultMerchantId: 'x'.repeat(129) }, 'defaultMerchantId'],
  ])('refuses %j at %s', (overrides, field) => {
    expect(Object.keys(parse(overrides).fields ?? {})).toEqual([field]);
  });

  it('keeps valid optional fields', () => {
    const { data } = parse({
      audience: 'payments',
      defaultMerchantId: 'm_123-A',
      deadlineMs: 1000,
      production: true,
      allowRawCards: true,
      extraHeaders: { 'X-Tenant': 'acme', 'client-id': 'abc' },
    });
    expect(data).toMatchObject({
      audience: 'payments',
      defaultMerchantId: 'm_123-A',
      deadlineMs: 1000,
      production: true,
      allowRawCards: true,
      extraHeaders: { 'X-Tenant': 'acme', 'client-id': 'abc' },
    });
  });
});

describe('ProfileInput extra headers', () => {
  it.each([
    'authorization',
    'Authorization',
    'IDEMPOTENCY-KEY',
    'host',
    'Content-Length',
    'cookie',
  ])('refuses the console’s own header %s, at the header', (name) => {
    const fields = parse({ extraHeaders: { [name]: 'x' } }).fields;
    expect(fields).toEqual({ [`extraHeaders.${name}`]: expect.stringMatching(/sets .* itself/) });
  });

  it.each(['X Tenant', 'X-Tenant:', 'é', '', 'a\r\nb'])(
    'refuses the invalid header name %j',
    (name) => {
      expect(parse({ extraHeaders: { [name]: 'x' } }).fields?.[`extraHeaders.${name}`]).toMatch(
        /not a valid header name/,
      );
    },
  );

  it.each(['a\r\nX-Injected: 1', 'a\nb', 'a\rb'])('refuses a value with CR/LF: %j', (value) => {
    expect(parse({ extraHeaders: { 'X-Tenant': value } }).fields).toEqual({
      'extraHeaders.X-Tenant': 'A header value cannot contain line breaks',
    });
  });

  it('refuses the same header twice in different case', () => {
    expect(parse({ extraHeaders: { 'X-A': '1', 'x-a': '2' } }).fields).toEqual({
      'extraHeaders.x-a': '"x-a" is given twice',
    });
  });
});

describe('secret schemas', () => {
  it('ClientSecret trims a pasted secret and refuses empty or multi-line ones', () => {
    expect(ClientSecret.parse('  s3cret\n')).toBe('s3cret');
    expect(ClientSecret.safeParse('   ').success).toBe(false);
    expect(ClientSecret.safeParse('a\nb').success).toBe(false);
  });

  it('Profile has no field that could carry a secret, and drops unknown keys', () => {
    const keys = Object.keys(Profile.shape);
    expect(keys.filter((k) => /secret|password|token$/i.test(k))).toEqual(['secret']);
    // `why` is a closed list and `backend` the keyring's name: neither can carry the secret.
    expect(Object.keys(Profile.shape.secret.shape)).toEqual(['state', 'reason', 'why', 'backend']);
    const parsed = Profile.parse({
      id: 'prf-abcdefgh',
      kind: 'remote',
      name: 'n',
      baseUrl: 'https://a.example',
      tokenUrl: 'https://a.example/oauth/token',
      clientId: 'c',
      deadlineMs: 1000,
      production: false,
      idempotencyKey: 'not_known',
      allowRawCards: true,
      allowExtraFields: true,
      secret: { state: 'set', value: 'leak' },
      revision: 1,
      clientSecret: 'leak',
    });
    expect(JSON.stringify(parsed)).not.toContain('leak');
  });
});
