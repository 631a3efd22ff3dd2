import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../shared/channels';
import { contract } from '../../../shared/contract';
import { fail, ok } from '../../../shared/result';
import { fieldReason } from '../../../shared/validation-words';
import { dispatch } from './dispatch';
import type { HandlerRegistry } from './index';

function spyRegistry(answer: unknown = { id: 'ins-1', type: 'CARD' }) {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    CHANNELS.map((channel) => [
      channel,
      vi.fn(async () => {
        calls.push(channel);
        return ok(answer);
      }),
    ]),
  ) as unknown as HandlerRegistry;
  return { handlers, calls };
}

describe('dispatch', () => {
  it('refuses a channel that is not in the contract, without calling anything', async () => {
    const { handlers, calls } = spyRegistry();
    for (const channel of ['instruments:delete', '__proto__', 'constructor', 42, null]) {
      expect(await dispatch(handlers, channel, {})).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('answers bad input with field messages and never reaches the handler', async () => {
    const { handlers, calls } = spyRegistry();
    const result = await dispatch(handlers, 'instruments:create', {
      holder_name: 'A',
      number: '4111111111111112',
      cvv: '1',
      expiration_month: '12',
      expiration_year: '2030',
      shownProfile: { id: 'simulator', revision: 0 },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(!result.ok && Object.keys(result.error.fields ?? {}).sort()).toEqual(['cvv', 'number']);
    expect(calls).toEqual([]);
  });

  it('reaches a handler only with input its contract accepts, on every channel (fuzz)', async () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ id: fc.string() }),
      fc.record({ page: fc.anything(), page_size: fc.anything() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNELS), junk, async (channel, payload) => {
        const { handlers, calls } = spyRegistry();
        const result = await dispatch(handlers, channel, payload);
        const accepted = contract[channel].input.safeParse(payload).success;
        expect(calls).toEqual(accepted ? [channel] : []);
        if (!accepted) expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
      }),
      { numRuns: 1000 },
    );
    // 1,000 runs through the redactor take 2–6 s depending on load; the budget is for hangs.
  }, 30_000);

  it('passes parsed input (defaults applied) to the handler', async () => {
    const { handlers } = spyRegistry({ data: [], page: 1, page_size: 50, has_more: false });
    await dispatch(handlers, 'instruments:list', {});
    expect(handlers['instruments:list']).toHaveBeenCalledWith(
      { page: 1, page_size: 50 },
      undefined,
    );
  });

  it('refuses an answer that breaks the contract instead of passing it on', async () => {
    // The console's own shapes are strict; the API's answers are read tolerantly (below).
    const { handlers } = spyRegistry({ state: 'open sesame' });
    const result = await dispatch(handlers, 'profiles:clearSecret', {
      id: 'prf-staging1',
      shownProfile: { id: 'prf-staging1', revision: 3 },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(!result.ok && result.error.message).toContain('state');
  });

  it('never turns an API answer of another shape into an error: misfits are set aside', async () => {
    const { handlers } = spyRegistry({ type: 'CARD', status: 7 });
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(result).toEqual({
      ok: true,
      value: { id: '', type: 'CARD', $unexpected: { status: 7 } },
    });
  });

  it('turns a thrown error into an internal Result with no stack or card data', async () => {
    const { handlers } = spyRegistry();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    (handlers as Record<string, unknown>)['instruments:get'] = async () => {
      throw new Error('boom 4111111111111111 at /secret/path.ts:10');
    };
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'internal', message: expect.any(String), reason: 'unexpected' },
    });
    expect(JSON.stringify(result)).not.toMatch(/boom|4111|path\.ts/);
    expect(String(error.mock.calls[0])).not.toContain('4111111111111111');
    error.mockRestore();
  });
});

describe('what leaves dispatch is redacted', () => {
  const echo = {
    id: 'pay-5bfe123456789015ba69e7aa',
    type: 'CARD',
    request_echo: {
      card: { number: '4111111111111111', cvv: '947' },
      client_secret: 'Zq8vT3kW9pL',
    },
  };

  it('the value: unknown fields echoing card data or a secret are masked, ids are kept', async () => {
    const { handlers } = spyRegistry(echo);
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        id: 'pay-5bfe123456789015ba69e7aa',
        request_echo: {
          card: { number: '411111••••••1111', cvv: '[REDACTED]' },
          client_secret: '[REDACTED]',
        },
      },
    });
  });

  it('a failure from a handler: its message, API code and field messages', async () => {
    const { handlers } = spyRegistry();
    (handlers as Record<string, unknown>)['instruments:get'] = async () =>
      fail('validation', 'Rejected card 4111 1111 1111 1111, cvv 947, client_secret=Zq8vT3kW9pL', {
        status: 400,
        apiCode: 'invalid_4111111111111111',
        fields: { 'card.number': 'not 4111-1111-1111-1111' },
      });
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(JSON.stringify(result)).not.toMatch(/4111.?1111.?1111.?1111|947|Zq8vT3kW9pL/);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'validation', status: 400, fields: { 'card.number': 'not 411111••••••1111' } },
    });
  });
});

describe('dispatch answers a Result whatever its input or its handler does', () => {
  const authorization = {
    merchant_id: 'mer-1',
    instrument: { kind: 'stored', id: 'ins-1' },
    amount: '10.00',
    currency: 'USD',
    type: 'SALE',
    initiator: 'MERCHANT',
    entry_mode: 'ECOMMERCE',
    order_type: 'ONLINE',
    shownProfile: { id: 'simulator', revision: 0 },
  };

  it('additional fields named like Object members get a message at their field, not a TypeError', async () => {
    const { handlers, calls } = spyRegistry();
    for (const name of ['constructor', 'prototype']) {
      const result = await dispatch(handlers, 'payments:authorize', {
        ...authorization,
        extra: JSON.parse(`{"${name}": 1, "metadata": {"constructor": {"x": 1}}}`) as unknown,
      });
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'validation',
          message: expect.stringContaining(`cannot be an additional field`),
          fields: {
            [`extra.${name}`]: fieldReason('extraReserved', { name }),
            'extra.metadata.constructor': fieldReason('extraReserved', { name: 'constructor' }),
          },
        },
      });
    }
    // Ordinary names that Object also has are ordinary fields.
    const fine = await dispatch(handlers, 'payments:authorize', {
      ...authorization,
      extra: { toString: 1, hasOwnProperty: 'x', valueOf: [1] },
    });
    expect(fine).not.toMatchObject({ error: { code: 'validation' } });
    expect(calls).toEqual(['payments:authorize']);
  });

  it('additional fields nested 5,000 levels deep are refused at the field, never walked', async () => {
    const { handlers, calls } = spyRegistry();
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as unknown;
    const result = await dispatch(handlers, 'payments:authorize', {
      ...authorization,
      extra: { deep },
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'validation',
        fields: { 'extra.deep': fieldReason('extraTooDeep', { levels: 32 }) },
      },
    });
    expect(calls).toEqual([]);
  });

  it('a failure while redacting what leaves is an internal Result, with nothing of its text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handlers } = spyRegistry();
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new TypeError('trap 4111111111111111');
        },
      },
    );
    (handlers as Record<string, unknown>)['instruments:get'] = async () =>
      fail('validation', 'x', { fields: hostile as Record<string, string> });
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: expect.stringMatching(/unexpected error/),
        reason: 'unexpected',
      },
    });
    expect(JSON.stringify(result)).not.toMatch(/trap|4111/);
    expect(String(error.mock.calls)).not.toContain('4111111111111111');
    error.mockRestore();
  });

  it('a thrown value that cannot even be printed is still an internal Result', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handlers } = spyRegistry();
    (handlers as Record<string, unknown>)['instruments:get'] = async () => {
      throw Object.create(null) as unknown;
    };
    const result = await dispatch(handlers, 'instruments:get', { id: 'ins-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    error.mockRestore();
  });
});
