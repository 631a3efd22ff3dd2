import { parseNewInstrument } from './instrument-input';
import { createInstrumentRecord, type InstrumentStatus } from './instrument-model';
import type { SimulatorStore } from './store';

export interface SeedInstrument {
  id: string;
  /** A public test number (api-notes), kept in source only; the store gets derivatives. */
  pan: string;
  holderName: string;
  expirationMonth: string;
  expirationYear: string;
  status: InstrumentStatus;
  /** What the simulated network will do with it (see cards.ts TEST_CARDS). */
  behaviour: string;
  serviceCode?: string;
  sequenceNumber?: string;
  billingAddress?: Record<string, string>;
}

const BOGOTA = {
  street: 'Calle 93',
  number: '11-26',
  city: 'Bogotá',
  state: 'Cundinamarca',
  zip_code: '110221',
  country: 'CO',
};

/** Fixed ids so that tests, docs and demos can name them. Listed oldest first. */
export const SEED_INSTRUMENTS: readonly SeedInstrument[] = [
  {
    id: 'ins-seed-visa-approved',
    pan: '4111111111111111',
    holderName: 'Ana Gómez',
    expirationMonth: '12',
    expirationYear: '2030',
    status: 'ACTIVE',
    behaviour: 'approved',
    serviceCode: '201',
    sequenceNumber: '001',
    billingAddress: BOGOTA,
  },
  {
    id: 'ins-seed-mastercard-approved-credit',
    pan: '5191872272166422',
    holderName: 'Bruno Silva',
    expirationMonth: '06',
    expirationYear: '2031',
    status: 'ACTIVE',
    behaviour: 'approved (credit)',
  },
  {
    id: 'ins-seed-mastercard-approved-debit',
    pan: '5200000000000007',
    holderName: 'Carla Mendes',
    expirationMonth: '03',
    expirationYear: '2032',
    status: 'ACTIVE',
    behaviour: 'approved (debit)',
    serviceCode: '101',
  },
  {
    id: 'ins-seed-mastercard-insufficient-funds',
    pan: '5555444433331111',
    holderName: 'Diego Pérez',
    expirationMonth: '09',
    expirationYear: '2030',
    status: 'ACTIVE',
    behaviour: 'declined: insufficient funds',
  },
  {
    id: 'ins-seed-mastercard-fraud',
    pan: '5404000000000001',
    holderName: 'Elena Rojas',
    expirationMonth: '01',
    expirationYear: '2031',
    status: 'ACTIVE',
    behaviour: 'declined: suspected fraud',
  },
  {
    id: 'ins-seed-mastercard-expired-decline',
    pan: '5100000000000008',
    holderName: 'Felipe Castro',
    expirationMonth: '11',
    expirationYear: '2030',
    status: 'ACTIVE',
    behaviour: 'declined: expired card (by the network)',
  },
  {
    id: 'ins-seed-mastercard-processing-error',
    pan: '5555555555554444',
    holderName: 'Gabriela Torres',
    expirationMonth: '04',
    expirationYear: '2033',
    status: 'ACTIVE',
    behaviour: 'processing error',
  },
  {
    id: 'ins-seed-mastercard-rejected',
    pan: '5200828282828210',
    holderName: 'Hugo Vargas',
    expirationMonth: '08',
    expirationYear: '2031',
    status: 'ACTIVE',
    behaviour: 'rejected',
  },
  {
    id: 'ins-seed-amex-approved',
    pan: '378282246310005',
    holderName: 'Isabel Núñez',
    expirationMonth: '05',
    expirationYear: '2032',
    status: 'ACTIVE',
    behaviour: 'approved (common public AMEX test number, not in api-notes)',
    sequenceNumber: '1',
  },
  {
    id: 'ins-seed-visa-inactive',
    pan: '4111111111111111',
    holderName: 'Ana Gómez',
    expirationMonth: '12',
    expirationYear: '2029',
    status: 'INACTIVE',
    behaviour: 'deactivated: same card as ins-seed-visa-approved',
  },
];

const DAY_MS = 86_400_000;

/**
 * Where a seed made on `now` begins: noon UTC 23 days before that day. The fixed payments then
 * fall three weeks back and the bulk's year before them, so a "last 30 days" search finds some;
 * every later step of a seeded payment (a refund up to 21 days after its capture) is still in
 * the past. Whole days, so every launch on one day seeds the very same times; ids never depend
 * on it.
 */
export function seedEpochOf(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS - 23 * DAY_MS + 12 * 3_600_000;
}

/**
 * The first instant no seed made on the day of `epoch` reaches: the start of that day. Its
 * latest step is a bulk refund at most 21 days after its payment's capture, a day at most after
 * the bulk's last payment (22 days before that day, noon): ~12 hours short of it. A payment
 * made, or a seeded one moved, at or after this instant is a launch's own.
 */
export function seededUntilOf(epoch: number): number {
  return epoch + 23 * DAY_MS - 12 * 3_600_000;
}

/** The UTC day a seed was made on (YYYY-MM-DD): every one made that day has the same times. */
export function seedDayOf(epoch: number): string {
  return new Date(seededUntilOf(epoch)).toISOString().slice(0, 10);
}

/**
 * Seed instruments were "created" an hour apart from this instant: relative to the clock this
 * simulator started on (a fixed date left the history ever further behind "today"), and read
 * once, so a seed checked against a test's own `now` keeps the same times.
 */
export const SEED_EPOCH_MS = seedEpochOf(Date.now());

/**
 * Goes through the same validation as POST /v1/instruments, evaluated at each seed's own creation
 * time, so seeding works whatever `now` a test injects.
 */
export function seedInstruments(
  store: SimulatorStore,
  clientId: string,
  fingerprintKey: Buffer,
): void {
  SEED_INSTRUMENTS.forEach((seed, i) => {
    const createdAt = SEED_EPOCH_MS + i * 3_600_000;
    const input = parseNewInstrument(
      {
        id: seed.id,
        type: 'CARD',
        card: {
          number: seed.pan,
          cvv: seed.pan.length === 15 ? '1234' : '123',
          holder_name: seed.holderName,
          expiration_month: seed.expirationMonth,
          expiration_year: seed.expirationYear,
          service_code: seed.serviceCode,
          sequence_number: seed.sequenceNumber,
        },
        user_data: seed.billingAddress ? { billing_address: seed.billingAddress } : undefined,
      },
      new Date(createdAt),
    );
    const record = createInstrumentRecord(input, {
      id: seed.id,
      seq: store.nextSeq(),
      clientId,
      fingerprintKey,
      createdAt,
      status: seed.status,
    });
    store.instruments.set(record.id, record);
  });
}
