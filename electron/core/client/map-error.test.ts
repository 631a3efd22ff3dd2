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
      ).error.message,
    ).toBe('X: could not reach the API: https://u:[REDACTED]@h failed');
  });
});
