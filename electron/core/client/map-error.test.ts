import { describe, expect, it } from 'vitest';
import { errorFromOutcome } from './map-error';

const answer = (status: number, body: unknown) =>
  ({ kind: 'response', status, headers: {}, body, latencyMs: 3 }) as const;

describe('errorFromOutcome', () => {
  it('keeps the API’s code, message and field, with echoed card data and secrets removed', () => {
    const { error } = errorFromOutcome(
      answer(400, {
        error_code: 'invalid_card',
        message: 'Card 4111 1111 1111 1111 (cvv 947) refused for client_secret=Zq8vT3kW9pL',
        field: 'card.number',
      }),
      'Creating an instrument',
    );
    expect(error).toEqual({
      code: 'validation',
      message: 'Card 411111••••••1111 (cvv [REDACTED]) refused for client_secret=[REDACTED]',
      status: 400,
      apiCode: 'invalid_card',
      fields: {
        'card.number':
          'Card 411111••••••1111 (cvv [REDACTED]) refused for client_secret=[REDACTED]',
      },
    });
  });

  it('redacts an error_description and a network cause too', () => {
    expect(
      errorFromOutcome(answer(401, { error_description: 'bad token=Zq8vT3kW9pL' }), 'Token').error
        .message,
    ).toBe('bad token=[REDACTED]');
    expect(
      errorFromOutcome(
        { kind: 'network', cause: 'https://u:Zq8vT3kW9pL@h failed', latencyMs: 1 },
        'X',
      ).error,
    ).toEqual({
      code: 'network',
      reason: 'network',
      message: 'X: The API could not be reached.',
      detail: 'https://u:[REDACTED]@h failed',
    });
  });

  it('says a socket failure in plain words, its code kept apart as the detail', () => {
    const cut = errorFromOutcome(
      { kind: 'network', cause: 'UND_ERR_SOCKET', latencyMs: 4 },
      'Reading a payment',
    ).error;
    expect(cut).toEqual({
      code: 'network',
      reason: 'cut',
      message: 'Reading a payment: The connection to the API was cut before it answered.',
      detail: 'UND_ERR_SOCKET',
    });
    for (const cause of ['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'CERT_HAS_EXPIRED']) {
      const { message, detail } = errorFromOutcome(
        { kind: 'network', cause, latencyMs: 1 },
        'X',
      ).error;
      expect(message).not.toContain(cause);
      expect(message).not.toMatch(/[A-Z]{2,}_|ECONN|TLS/);
      expect(detail).toBe(cause);
    }
    expect(errorFromOutcome({ kind: 'timeout', latencyMs: 30000 }, 'X').error).toMatchObject({
      code: 'timeout',
      reason: 'timeout',
      message: 'X: The API did not answer in time.',
    });
  });
});

const refusal = (status: number, body: unknown) =>
  errorFromOutcome(answer(status, body), 'Adding').error;

describe('errorFromOutcome: the reference’s error words', () => {
  it('keeps the reference’s error_type as the API code (a documented 400)', () => {
    expect(refusal(400, { error_type: 'invalid_request', message: 'Already added' })).toEqual({
      code: 'validation',
      status: 400,
      apiCode: 'invalid_request',
      message: 'Already added',
    });
  });

  it('prefers error_code when both are sent, as on the 409 of the official example', () => {
    expect(
      refusal(409, { error_code: 'resource_already_exists', error_type: 'conflict', message: 'x' }),
    ).toMatchObject({ code: 'conflict', apiCode: 'resource_already_exists' });
  });

  it('carries a decline’s response code and description, top level or under transaction', () => {
    expect(
      refusal(402, { response_code: '51', response_code_description: 'Insufficient funds' }),
    ).toMatchObject({
      responseCode: '51',
      responseDescription: 'Insufficient funds',
      message: 'Insufficient funds',
    });
    expect(
      refusal(400, {
        error_type: 'declined',
        message: 'Declined',
        transaction: { response_code: 5, response_code_description: 'Do not honor' },
      }),
    ).toMatchObject({
      apiCode: 'declined',
      responseCode: '5',
      responseDescription: 'Do not honor',
    });
  });

  it('says the status when the body has no words of its own', () => {
    expect(refusal(500, 'upstream exploded')).toEqual({
      code: 'server',
      status: 500,
      reason: 'http_status',
      params: { status: '500' },
      message: 'The API answered HTTP 500 without saying why.',
    });
    // The API's own words are its, not a reason of the console's.
    expect(refusal(500, { message: 'x' })).toEqual({ code: 'server', status: 500, message: 'x' });
  });

  it('says an answer too large to read in plain words, with its size only as the detail', () => {
    const { error } = errorFromOutcome(
      {
        kind: 'unreadable',
        status: 200,
        headers: {},
        problem: 'too_large',
        bytes: 9e6,
        latencyMs: 1,
      },
      'Listing payments',
    );
    expect(error).toMatchObject({
      code: 'server',
      reason: 'too_large',
      status: 200,
      message: 'Listing payments: The answer was too large to read.',
    });
    expect(error.detail).toMatch(/9000000 bytes/);
  });

  it('reads a socket cause named like an Object member as a plain network failure', () => {
    for (const cause of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(errorFromOutcome({ kind: 'network', cause, latencyMs: 1 }, 'x').error).toMatchObject({
        code: 'network',
        reason: 'network',
      });
    }
  });
});

describe('what the page makes of it', () => {
  it('says main’s own account of a bare HTTP error in Spanish, and quotes only the API’s words', async () => {
    const { createI18n } = await import('../../../renderer/src/i18n/i18n');
    const { errorText } = await import('../../../renderer/src/lib/error-text');
    const spanish = createI18n('es').t;
    const answered = (body: unknown) =>
      errorFromOutcome(
        { kind: 'response', status: 500, headers: {}, body, latencyMs: 1 },
        'Listing payments',
      ).error;
    const bare = errorText(answered(undefined), spanish);
    expect(bare).toBe('La API respondió HTTP 500 sin decir por qué.');
    expect(bare).not.toMatch(/[«»“”]/);
    expect(errorText(answered({ message: 'x' }), spanish)).toBe('La API respondió: «x»');
  });
});
