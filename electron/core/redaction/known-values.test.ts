import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPan } from '../../../shared/card/mask-pan';
import { redactError, redactText, redactValue } from '../redact';
import {
  formsToCut,
  holdClientCredentials,
  holdSecret,
  rememberSentBody,
  rememberSentSecret,
  withCallValues,
} from './known-values';
import { digits, secretValue, showsCard } from './testing/arbitraries';

/** Words around an echo, with no digit and nothing a rule by name or shape would cut. */
const prose = fc.stringMatching(/^[a-z ()]{0,30}$/);

/** A secret as a token endpoint or an API might quote it back, in each form it could travel. */
function echoes(secret: string): string[] {
  return [
    `client h-client with secret ${secret} is not known`,
    `session ${secret}`,
    JSON.stringify({ detail: `refused ${secret}` }),
    JSON.stringify({ message: JSON.stringify({ detail: secret }) }),
    `grant_type=client_credentials&client_assertion=${encodeURIComponent(secret)}`,
  ];
}

describe('secrets the console holds are cut by value, wherever they come back', () => {
  it('a client secret or token quoted in any words, as text, JSON or a form body', () => {
    fc.assert(
      fc.property(secretValue, prose, prose, (secret, before, after) => {
        holdSecret(secret);
        for (const echo of echoes(secret)) {
          const text = `${before}${echo}${after}`;
          expect(redactText(text)).not.toContain(secret);
          expect(JSON.stringify(redactValue({ note: text }))).not.toContain(
            JSON.stringify(secret).slice(1, -1),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('in an error’s message, API code and field messages', () => {
    const secret = 'Zq8-h6-s3cr3t';
    holdSecret(secret);
    const error = redactError({
      code: 'unauthorized',
      message: `client h-client with secret ${secret} is not known`,
      apiCode: `bad_${secret}`,
      fields: { client_id: `no ${secret}` },
    });
    expect(JSON.stringify(error)).not.toContain(secret);
  });

  it('re-cased and base64-encoded (standard and URL-safe, padded or not)', () => {
    fc.assert(
      fc.property(secretValue, prose, (secret, before) => {
        holdSecret(secret);
        const standard = Buffer.from(secret).toString('base64');
        for (const form of [
          secret.toUpperCase(),
          secret.toLowerCase(),
          standard,
          standard.replace(/=+$/, ''),
          Buffer.from(secret).toString('base64url'),
        ]) {
          expect(redactText(`${before} echoed ${form} back`)).not.toContain(form);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a client id and secret as HTTP Basic carries them, echoed by a token endpoint', () => {
    fc.assert(
      fc.property(secretValue, fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/), (secret, clientId) => {
        holdClientCredentials(clientId, secret);
        const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
        const urlSafe = Buffer.from(`${clientId}:${secret}`).toString('base64url');
        expect(redactText(`you sent Basic ${basic} which is not known`)).not.toContain(basic);
        expect(redactText(`header was ${urlSafe}`)).not.toContain(urlSafe);
      }),
      { numRuns: 300 },
    );
  });

  it('a held value under 8 characters is cut only as written: its re-cased form is a word', () => {
    holdSecret('Pass-12');
    expect(redactText('echo PASS-12 and pass-12')).toBe('echo PASS-12 and pass-12');
    expect(redactText('echo Pass-12')).not.toContain('Pass-12');
  });

  it('a value too short to be a credential is left to the rules: ordinary words stay', () => {
    holdSecret('the');
    holdSecret('12345');
    expect(redactText('the API answered 12345 times')).toBe('the API answered 12345 times');
  });
});

describe('what a call sent is cut from its own answers', () => {
  const sent = {
    amount: 999,
    card: { number: '5555 5555 5555 4444', cvv: '987', expiry: '12/30' },
  };

  it('the issue’s decline: its card in any separators, its CVV and its bearer token', () => {
    const token = 'h6-tok-Qm9vWk1hT0pm';
    const decline =
      'card 5555 5555 5555 4444 (or 5555/5555/5555/4444), the security code you sent (987); ' +
      `session ${token}`;
    const out = withCallValues(() => {
      rememberSentBody(sent);
      rememberSentSecret(token);
      return redactText(decline);
    });
    expect(showsCard(out, '5555555555554444'), out).toBe(false);
    expect(out).not.toContain('987');
    expect(out).not.toContain(token);
    expect(out).toContain('555555••••••4444');
  });

  it('a card number that fails Luhn (a mistyped card), in text and as a JSON number', () => {
    const typo = '4111111111111112';
    const out = withCallValues(() => {
      rememberSentBody({ card_number: typo });
      return [
        redactText(`card ４１１１ １１１１ １１１１ １１１２ refused`),
        redactValue({ echo: Number(typo), note: `pan 4111-1111-1111-1112` }),
      ];
    });
    expect(JSON.stringify(out)).not.toMatch(/4111.?1111.?1111.?1112|4111111111111112/);
    expect(JSON.stringify(out)).toContain(maskPan(typo));
  });

  it('its CVV only where it stands alone: amounts, decimals, ids and longer numbers keep it', () => {
    const text = 'USD 987.00, 9.87, 19870, mer-987, 987abc, 411111••••••0987';
    expect(
      withCallValues(() => {
        rememberSentBody(sent);
        return redactText(text);
      }),
    ).toBe(text);
  });

  it('another call’s answer, and anything after the call, keeps the same digits', () => {
    const text = 'code 987, card 4111 1111 1111 1112';
    withCallValues(() => rememberSentBody({ cvv: '987', pan: '4111111111111112' }));
    expect(withCallValues(() => redactText(text))).toBe(text);
    expect(redactText(text)).toBe(text);
  });

  it('any CVV it sent, never a different one', () => {
    fc.assert(
      fc.property(digits(3, 4), digits(3, 4), prose, (cvv, other, words) => {
        fc.pre(cvv !== other);
        const text = `${words} (${cvv}) (${other})`;
        const out = withCallValues(() => {
          rememberSentBody({ card: { security_code: cvv } });
          return redactText(text);
        });
        expect(out).toBe(`${words} ([REDACTED]) (${other})`);
      }),
    );
  });
});

describe('the forms to cut are built once per change, not per string', () => {
  it('the same list serves every text until a secret is sent or held, then includes it', () => {
    withCallValues(() => {
      rememberSentSecret('tok-Hq7fWv2LmB0x');
      const first = formsToCut();
      expect(formsToCut()).toBe(first);
      expect(redactText('session tok-Hq7fWv2LmB0x')).toBe('session [REDACTED]');
      expect(formsToCut()).toBe(first);

      rememberSentSecret('hdr-Jk4pZr8TnC1y');
      const sent = formsToCut();
      expect(sent).not.toBe(first);
      expect(sent.list).toContain('hdr-Jk4pZr8TnC1y');
      expect(redactText('x-key hdr-Jk4pZr8TnC1y')).toBe('x-key [REDACTED]');

      holdSecret('held-Wm3vQx9RtB5n');
      expect(formsToCut().list).toContain('held-Wm3vQx9RtB5n');
      expect(redactText('was held-Wm3vQx9RtB5n')).toBe('was [REDACTED]');
    });
  });

  it('longest first, and nothing shorter than the shortest form is searched', () => {
    withCallValues(() => {
      rememberSentSecret('abcdef');
      rememberSentSecret('abcdefghij-long');
      const { list, shortest } = formsToCut();
      expect([...list].sort((a, b) => b.length - a.length)).toEqual(list);
      expect(shortest).toBe(6);
      expect(redactText('abcdefghij-long')).toBe('[REDACTED]');
      expect(redactText('abcde')).toBe('abcde');
    });
  });
});
