import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../../shared/redaction-marker';
import { redactedParts } from './redacted-parts';

const hidden = (text: string) =>
  redactedParts(text).flatMap((part) => ('hidden' in part ? [part.hidden] : []));

describe('the redaction markers in a text', () => {
  it('keeps a text without one whole', () => {
    expect(redactedParts('Bearer abc')).toEqual([{ text: 'Bearer abc' }]);
  });

  it('names a card’s security code where the words before the marker say it was one', () => {
    for (const text of [
      `{\n  "card": {\n    "cvv": "${REDACTED}"\n  }\n}`,
      `{"card_cvv":"${REDACTED}"}`,
      `{"securityCode": "${REDACTED}"}`,
      `cvc2=${REDACTED}`,
      `the security code you sent (${REDACTED}) is wrong`,
      `el código de seguridad enviado, ${REDACTED}, no coincide`,
      `{\\"cvv\\":\\"${REDACTED}\\"}`,
    ]) {
      expect(hidden(text), text).toEqual(['cvv']);
    }
  });

  it('names nothing it cannot tell: a secret, a token, a field only next to a CVV word', () => {
    expect(hidden(`{"client_secret": "${REDACTED}"}`)).toEqual(['other']);
    expect(hidden(`Bearer ${REDACTED}`)).toEqual(['other']);
    // The issuer's match code is not the CVV, and a JSON key says alone what its value was.
    expect(hidden(`{"cvv_result": "M", "token": "${REDACTED}"}`)).toEqual(['other']);
    expect(
      hidden(`{"cvv": "${REDACTED}", "client_secret": "${REDACTED}", "cvc": "${REDACTED}"}`),
    ).toEqual(['cvv', 'other', 'cvv']);
  });

  it('keeps the words around each marker as sent', () => {
    expect(redactedParts(`a ${REDACTED} b ${REDACTED}`)).toEqual([
      { text: 'a ' },
      { hidden: 'other' },
      { text: ' b ' },
      { hidden: 'other' },
    ]);
  });
});
