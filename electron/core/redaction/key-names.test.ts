import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyKey, keyWords, mayNameSensitive } from './key-names';
import { cvvName, secretName } from './testing/arbitraries';

describe('keyWords', () => {
  it('reads camel, Pascal, snake, kebab, upper and dotted names as the same words', () => {
    for (const key of [
      'clientSecret',
      'ClientSecret',
      'client_secret',
      'client-secret',
      'Client-Secret',
      'CLIENT_SECRET',
      'client.secret',
    ]) {
      expect(keyWords(key)).toEqual(['client', 'secret']);
    }
    expect(keyWords('XApiKey')).toEqual(['x', 'api', 'key']);
    expect(keyWords('IDToken')).toEqual(['id', 'token']);
    expect(keyWords('cvc2')).toEqual(['cvc2']);
  });
});

describe('classifyKey', () => {
  it.each([
    'client_secret',
    'Client-Secret',
    'x-client-secret',
    'clientsecret',
    'secret',
    'private_key',
    'privateKey',
    'id_token',
    'access_token',
    'refreshToken',
    'token',
    'x-api-key',
    'X-API-KEY',
    'apiKey',
    'xapikey',
    'password',
    'authorization',
    'Proxy-Authorization',
    'set-cookie',
    'network_token',
    'pin',
  ])('%s names a secret', (key) => {
    expect(classifyKey(key)).toBe('secret');
  });

  it.each([
    'cvv',
    'CVV',
    'cvv2',
    'cvc',
    'cvc2',
    'csc',
    'cvn',
    'card_cvv',
    'cardCvv',
    'securityCode',
    'security_code',
    'card-security-code',
    'cvvCode',
  ])('%s names a CVV', (key) => {
    expect(classifyKey(key)).toBe('cvv');
  });

  it.each(['number', 'pan', 'card_number', 'cardNumber', 'account_number', 'card'])(
    '%s names a card number',
    (key) => {
      expect(classifyKey(key)).toBe('pan');
    },
  );

  it.each(['created_at', 'at', 'updatedAt', 'timestamp', 'transmission_date_time'])(
    '%s names a time',
    (key) => {
      expect(classifyKey(key)).toBe('time');
    },
  );

  it.each([
    // What must stay readable: the retry key, token metadata, the secret's state, paging cursors,
    // the issuer's CVV match code, a street number, a sequence number.
    'idempotency-key',
    'Idempotency-Key',
    'token_type',
    'expires_in',
    'secret_state',
    'next_page_token',
    'cvv_result',
    'sequence_number',
    'service_code',
    'client_id',
    'Client-Id',
    'key',
    'public_key',
    'authorization_code',
    'last_four_digits',
    '',
  ])('%s is plain', (key) => {
    expect(classifyKey(key)).toBe('plain');
  });
});

describe('mayNameSensitive', () => {
  it('matches every name that is not plain, so the text rules may skip text it misses', () => {
    const names = fc.oneof(
      secretName,
      cvvName,
      fc.constantFrom(
        ...['pan', 'card', 'Number', 'card_number', 'accountNumber', 'ccnumber', 'cardno'],
        ...['creditcard', 'pin', 'otp', 'pwd', 'set-cookie', 'credentials', 'passphrase'],
      ),
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[a-z]{1,8}([-_][a-z]{1,8}){0,2}$/),
    );
    fc.assert(
      fc.property(names, (name) => {
        const kind = classifyKey(name);
        if (kind === 'secret' || kind === 'cvv' || kind === 'pan') {
          expect(mayNameSensitive(name), name).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('sees a CVV name split by a separator, which no single part of it spells', () => {
    expect(classifyKey('c_vn')).toBe('cvv');
    expect(mayNameSensitive('c_vn: 123')).toBe(true);
  });
});
