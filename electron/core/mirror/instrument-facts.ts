import { isPlainObject } from '../../../shared/schemas/normalize';
import type { ApiClient } from '../client/api-client';
import type { CardFacts } from './payment-row';

/** Instruments remembered per sync: a million payments use some ten thousand cards. */
export const INSTRUMENTS_KEPT = 10_000;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What an instrument says of its card, by name only (last four, BIN, brand): the payment row
 * then checks each against its shape and the redactor, so a number echoed anywhere in the
 * answer is never kept.
 */
export function cardFactsOf(body: unknown): CardFacts | null {
  if (!isPlainObject(body) || !isPlainObject(body.card)) return null;
  const { card } = body;
  const binData = isPlainObject(card.bin_data) ? card.bin_data : {};
  return {
    lastFour: text(card.last_four_digits),
    bin: text(card.issuer_identification_number),
    cardBrand: text(binData.card_brand),
  };
}

/**
 * The API's payments name their instrument, not always its card: the card's facts are read
 * from the instrument, once per card, remembered for the most recently used
 * INSTRUMENTS_KEPT. A read that fails is not remembered: the next page may try again.
 */
export class InstrumentFacts {
  private readonly known = new Map<string, CardFacts | null>();

  constructor(private readonly kept = INSTRUMENTS_KEPT) {}

  async of(
    api: Pick<ApiClient, 'call'>,
    instrumentId: string,
    beforeRequest: () => Promise<void> = async () => {},
  ): Promise<CardFacts | null> {
    if (this.known.has(instrumentId)) {
      const facts = this.known.get(instrumentId)!;
      // Most recently used last: the first key is the one let go when full.
      this.known.delete(instrumentId);
      this.known.set(instrumentId, facts);
      return facts;
    }
    await beforeRequest();
    const read = await api.call({
      method: 'GET',
      path: `/v1/instruments/${encodeURIComponent(instrumentId)}`,
      what: 'Mirroring a card',
    });
    if (!read.ok) return null;
    const facts = cardFactsOf(read.value.body);
    this.known.set(instrumentId, facts);
    if (this.known.size > this.kept) this.known.delete(this.known.keys().next().value!);
    return facts;
  }

  get size(): number {
    return this.known.size;
  }
}
