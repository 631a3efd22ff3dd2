import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REASON_WORDS } from '../../../shared/error-words';
import { redactSecretsInText } from './secrets-in-text';
import { redactText } from '../redact';
import { bareSecretValue, cvv, cvvName, secretName, secretValue } from './testing/arbitraries';

/** Every way a `name`/`value` pair is written in text the console handles. */
function shapes(name: string, value: string): string[] {
  const json = JSON.stringify({ [name]: value, other: 'kept' });
  return [
    json,
    // JSON inside a JSON string: an API error that quotes the request it refused.
    JSON.stringify({ message: `refused ${json}` }),
    `{'${name}': '${value.replaceAll("'", "\\'")}'}`,
    `${name}=${encodeURIComponent(value)}&grant_type=client_credentials`,
    `https://api.example/v1?${name}=${encodeURIComponent(value)}`,
  ];
}

/** The value as it appears in each shape: raw, JSON-escaped once or twice, URL-encoded. */
function forms(value: string): string[] {
  const once = JSON.stringify(value).slice(1, -1);
  return [value, once, JSON.stringify(once).slice(1, -1), encodeURIComponent(value)];
}

describe('secret and CVV fields in text', () => {
  it('removes a secret under any spelling of its name, quoted, escaped or encoded', () => {
    fc.assert(
      fc.property(secretName, secretValue, (name, value) => {
        for (const text of shapes(name, value)) {
          const out = redactSecretsInText(text);
          for (const form of forms(value)) expect(out, text).not.toContain(form);
          // The value ended where it should: the next field is still there.
          if (text.includes('kept')) expect(out, text).toContain('kept');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('removes an unquoted secret in a header line or a colon pair', () => {
    fc.assert(
      fc.property(secretName, bareSecretValue, (name, value) => {
        for (const text of [
          `${name}: ${value}\r\nAccept: application/json`,
          `error (${name}:${value}) while calling`,
        ]) {
          expect(redactSecretsInText(text), text).not.toContain(value);
        }
      }),
    );
  });

  it('removes a CVV under any spelling of its name, and a CVV named in prose', () => {
    fc.assert(
      fc.property(cvvName, cvv, (name, code) => {
        for (const text of [
          ...shapes(name, code),
          JSON.stringify({ card: { [name]: Number(code) } }),
          `${name}: ${code}`,
          `invalid ${name} ${code} for this card`,
        ]) {
          expect(redactSecretsInText(text), text).not.toContain(code);
        }
      }),
    );
    expect(redactSecretsInText('The CVV is 1234.')).toBe('The CVV is [REDACTED].');
  });

  it('removes a security code echoed with words between, as an API echoes one sent earlier', () => {
    for (const [text, redacted] of [
      [
        'card declined: the security code you sent (987) does not match',
        'card declined: the security code you sent ([REDACTED]) does not match',
      ],
      ['CVV2 provided was 0452, retry', 'CVV2 provided was [REDACTED], retry'],
      [
        'El código de seguridad que envió (987) no coincide',
        'El código de seguridad que envió ([REDACTED]) no coincide',
      ],
      ['Security code mismatch. You sent 987.', 'Security code mismatch. You sent [REDACTED].'],
      [
        'the security code that you sent us in the earlier request (987)',
        'the security code that you sent us in the earlier request ([REDACTED])',
      ],
      [
        'the card verification number you sent (987)',
        'the card verification number you sent ([REDACTED])',
      ],
      ['987 is not the security code', '[REDACTED] is not the security code'],
      [
        'security code for card ending 1111 you sent (987)',
        'security code for card ending 1111 you sent ([REDACTED])',
      ],
      ['la clave de seguridad enviada (987)', 'la clave de seguridad enviada ([REDACTED])'],
      ['CVV sent: ９８７', 'CVV sent: [REDACTED]'],
      // The card is masked whole, its last group never taken for the code.
      ['card 4111/1111/1111/1111 (cvv 987)', 'card 411111••••••1111 (cvv [REDACTED])'],
      ['4111:1111:1111:1111 cvv 987', '411111••••••1111 cvv [REDACTED]'],
      ['4111|1111|1111|1111', '411111••••••1111'],
    ]) {
      expect(redactText(text!)).toBe(redacted);
    }
    // An amount, a time or a sentence later is not a security code.
    for (const text of [
      'security code check passed; amount 1000.00 captured',
      'CVV matched. Retry 3 times within 120 seconds',
      'security code accepted at 10:45',
      'CVV mismatch on authorization of 250 USD',
      'security code check failed for 1500 COP',
      'CVV declined, USD 100 limit',
      'CVV declined over $250',
      'CVV check failed for card ending 1111',
      'código de seguridad rechazado, tarjeta terminada en 4242',
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });

  it('ends a quoted value at its closing quote, not at an escaped one', () => {
    expect(redactSecretsInText(String.raw`{"client_secret":"ab\"cd\\","id":"x"}`)).toBe(
      String.raw`{"client_secret":"[REDACTED]","id":"x"}`,
    );
    expect(redactSecretsInText(String.raw`{\"client_secret\":\"ab\\\"cd\",\"id\":\"x\"}`)).toBe(
      String.raw`{\"client_secret\":\"[REDACTED]\",\"id\":\"x\"}`,
    );
    // Cut off before its closing quote: hidden to the end.
    expect(redactSecretsInText('{"password":"hunter2 and more')).toBe('{"password":"[REDACTED]');
  });

  it('keeps names that are not secrets, and placeholders', () => {
    const kept = [
      '{"token_type":"Bearer","expires_in":3600,"client_id":"console"}',
      'idempotency-key: 3f2a1b4c-1234-4123-8123-0a1b2c3d4e5f',
      '-H "Authorization: Bearer $TOKEN"',
      'Missing bearer token: send "Authorization: Bearer <token>"',
      '{"next_page_token":"cGFnZT0y"}',
    ];
    for (const text of kept) expect(redactSecretsInText(text)).toBe(text);
  });

  it('reads a bare lower-case word after a colon as prose, and anything after = as data', () => {
    expect(redactSecretsInText('Invalid token: expired')).toBe('Invalid token: expired');
    expect(redactSecretsInText('token=expired')).toBe('token=[REDACTED]');
    // A header or field name is never prose: what follows it is its value, words included.
    expect(redactSecretsInText('x-api-key: abcdefgh')).toBe('x-api-key: [REDACTED]');
    expect(redactSecretsInText('client_secret: hunter')).toBe('client_secret: [REDACTED]');
    expect(redactSecretsInText('"token": "expired"')).toBe('"token": "[REDACTED]"');
  });

  it('reads a capitalised word after a colon as prose too: main’s sentences go on that way', () => {
    // Every sentence main words a failure with, after the step it failed at.
    for (const words of Object.values(REASON_WORDS)) {
      const text = `Getting an access token: ${words}`;
      expect(redactSecretsInText(text)).toBe(text);
    }
    expect(redactSecretsInText('Invalid secret: Unknown client')).toBe(
      'Invalid secret: Unknown client',
    );
    // A credential has a capital, a digit or a symbol inside: still cut after the same word.
    for (const credential of ['AbCdEfGh', 'Abcdefg1', 'Abc-defgh', 'Abcdefghijklmn']) {
      expect(redactSecretsInText(`token: ${credential}`)).toBe('token: [REDACTED]');
    }
  });
});

describe('JSON text stays JSON', () => {
  it('quotes what replaces a bare number under a quoted key, at any depth of escaping', () => {
    const doc = { card: { cvv: 123 }, client_secret: 12345678, cvv2: 7 };
    const once = redactSecretsInText(JSON.stringify(doc));
    expect(JSON.parse(once)).toEqual({
      card: { cvv: '[REDACTED]' },
      client_secret: '[REDACTED]',
      cvv2: '[REDACTED]',
    });
    const quoted = redactSecretsInText(JSON.stringify({ message: JSON.stringify(doc) }));
    expect(JSON.parse(JSON.parse(quoted).message)).toEqual(JSON.parse(once));
    // Under an unquoted key there is no JSON to keep: a log line stays as written.
    expect(redactSecretsInText('cvv: 123 accepted')).toBe('cvv: [REDACTED] accepted');
  });
});

describe('credentials without a field name', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb25zb2xlIn0.c2lnbmF0dXJlX2J5dGVz';

  it('removes JWTs wherever they stand', () => {
    for (const text of [jwt, `bare ${jwt} here`, `{"value":"${jwt}"}`, `x=${jwt}`]) {
      expect(redactSecretsInText(text)).not.toContain('eyJzdWIi');
    }
  });

  it('removes credentials after an auth scheme, but not the prose around one', () => {
    expect(redactSecretsInText('sent Bearer abc.def-123_xyz to it')).toBe(
      'sent Bearer [REDACTED] to it',
    );
    expect(redactSecretsInText('Basic dXNlcjpwYXNz')).toBe('Basic [REDACTED]');
    expect(redactSecretsInText('Send a Bearer token, or Basic authentication')).toBe(
      'Send a Bearer token, or Basic authentication',
    );
  });

  it('removes the password from a URL, and private key blocks', () => {
    expect(redactSecretsInText('GET https://qa:s3cr3t@api.example/v1')).toBe(
      'GET https://qa:[REDACTED]@api.example/v1',
    );
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\n-----END PRIVATE KEY-----';
    expect(redactSecretsInText(`key:\n${pem}\nend`)).toBe('key:\n[REDACTED PRIVATE KEY]\nend');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(secretName, secretValue, fc.string(), (name, value, noise) => {
        for (const text of [...shapes(name, value), `${noise} ${name}: ${value}`, noise]) {
          const once = redactSecretsInText(text);
          expect(redactSecretsInText(once)).toBe(once);
        }
      }),
    );
  });
});
