import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/result';
import { cardFactsOf, InstrumentFacts } from './instrument-facts';
import { mirroredPaymentOf } from './payment-row';

const PAN = '4111111111111111';

function instrument(id: string, lastFour: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'CARD',
    card: {
      last_four_digits: lastFour,
      issuer_identification_number: '411111',
      bin_data: { card_brand: 'VISA', card_type: 'CREDIT' },
      ...extra,
    },
  };
}

/** An API that answers instruments from `cards` and counts the reads. */
function api(cards: Record<string, unknown>) {
  const reads: string[] = [];
  return {
    reads,
    call: async ({ path }: { path: string }) => {
      const id = decodeURIComponent(path.split('/').at(-1)!);
      reads.push(id);
      return id in cards
        ? ok({ status: 200, headers: {}, body: cards[id] })
        : fail('not_found', `no instrument ${id}`);
    },
  };
}

// A payment as the API documents it: its instrument named, its card not.
const payment = (instrumentId: string) => ({
  id: 'pay-1',
  status: 'CAPTURED',
  initial_amount: 12.5,
  currency: 'USD',
  merchant_id: 'mer-1',
  payment_instrument: { type: 'CARD', id: instrumentId },
  created_at: 1_750_000_000,
});

describe('a card’s facts from its instrument', () => {
  it('fills last four, BIN and brand of a payment that only names its instrument, reading each card once', async () => {
    const double = api({ 'ins-a': instrument('ins-a', '4242') });
    const facts = new InstrumentFacts();
    const first = await facts.of(double as never, 'ins-a');
    const again = await facts.of(double as never, 'ins-a');
    expect(double.reads).toEqual(['ins-a']);
    expect(again).toEqual(first);
    const row = mirroredPaymentOf(payment('ins-a'), first ?? {});
    expect(row.ok && row.value).toMatchObject({
      instrumentId: 'ins-a',
      lastFour: '4242',
      bin: '411111',
      cardBrand: 'VISA',
    });
  });

  it('remembers a bounded number of cards, the least recently used let go first', async () => {
    const double = api({
      a: instrument('a', '1111'),
      b: instrument('b', '2222'),
      c: instrument('c', '3333'),
    });
    const facts = new InstrumentFacts(2);
    for (const id of ['a', 'b', 'a', 'c', 'a', 'b']) await facts.of(double as never, id);
    // 'b' was the least recently used when 'c' came, so it alone is read again.
    expect(double.reads).toEqual(['a', 'b', 'c', 'b']);
    expect(facts.size).toBe(2);
  });

  it('does not remember a failed read, so a later page tries again', async () => {
    const double = api({});
    const facts = new InstrumentFacts();
    expect(await facts.of(double as never, 'gone')).toBeNull();
    await facts.of(double as never, 'gone');
    expect(double.reads).toEqual(['gone', 'gone']);
  });

  it('keeps no card number an instrument echoes, in its last four or anywhere else', () => {
    const echoed = cardFactsOf(instrument('ins-x', PAN, { number: PAN, cvv: '123' }));
    const row = mirroredPaymentOf(payment('ins-x'), echoed ?? {});
    expect(row.ok).toBe(true);
    if (!row.ok) return;
    expect(row.value.lastFour).toBeNull();
    expect(JSON.stringify(row.value)).not.toContain(PAN);
    expect(JSON.stringify(row.value)).not.toContain('123"');
  });
});
