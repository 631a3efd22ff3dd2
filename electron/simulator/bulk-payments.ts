import { createInstrumentRecord, type InstrumentRecord } from './instrument-model';
import { exponentOf } from './money';
import { APPROVED, networkData, type Decision } from './network';
import { cancel, capture, openPayment, refund } from './payment-machine';
import type { CardRef, PaymentRecord, PaymentStatus } from './payment-model';
import { SEED_PAYMENTS_AT } from './seed-payments';
import type { SimulatorStore } from './store';
import type { UserRecord } from './user-model';
import { MAX_SEEDED_PAYMENTS } from './seed-count';

/*
 * `--seed-payments N`: a year of history to search and mirror. A million payment records would
 * hold gigabytes, so none is kept: payment i is a pure function of i, built through the same
 * state machine as the live API when it is read, and only one the API changes afterwards is
 * stored (the store's map then wins). Times grow with i, so "newest first" is i from the top
 * and a page is found by arithmetic, not by sorting a million records.
 */

export { MAX_SEEDED_PAYMENTS, parseSeedPayments } from './seed-count';
const DAY_MS = 86_400_000;
/** A year ending where the fixed seed payments begin, so those stay the newest seeded ones. */
export const BULK_FROM_MS = SEED_PAYMENTS_AT - 365 * DAY_MS;
const BULK_SPAN_MS = SEED_PAYMENTS_AT - BULK_FROM_MS;

const PAYMENT_PREFIX = 'pay-bulk-';
const TX_PREFIX = 'trx-bulk-';
const ID_DIGITS = 8;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** lowbias32: a well-mixed 32-bit hash, so each index draws its own independent-looking facts. */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}
const draw = (i: number, salt: number) => mix(Math.imul(i, 0x9e3779b9) ^ mix(salt + 1));
const unit = (i: number, salt: number) => draw(i, salt) / 0x1_0000_0000;

interface BulkMerchant {
  id: string;
  currency: string;
  country: string;
}

/**
 * The two seeded stores plus stores in each of the console's currencies, zero-decimal ones too.
 * Countries are ISO alpha-3, as the real sandbox sends them (api-notes: "COL").
 */
export const BULK_MERCHANTS: readonly BulkMerchant[] = [
  { id: 'mer-seed-store-1', currency: 'USD', country: 'USA' },
  { id: 'mer-seed-store-2', currency: 'COP', country: 'COL' },
  { id: 'mer-bogota-centro', currency: 'COP', country: 'COL' },
  { id: 'mer-medellin-poblado', currency: 'COP', country: 'COL' },
  { id: 'mer-cali-norte', currency: 'COP', country: 'COL' },
  { id: 'mer-cdmx-roma', currency: 'MXN', country: 'MEX' },
  { id: 'mer-lima-miraflores', currency: 'PEN', country: 'PER' },
  { id: 'mer-santiago-centro', currency: 'CLP', country: 'CHL' },
  { id: 'mer-miami-brickell', currency: 'USD', country: 'USA' },
  { id: 'mer-madrid-sol', currency: 'EUR', country: 'ESP' },
  { id: 'mer-tokyo-ginza', currency: 'JPY', country: 'JPN' },
  { id: 'mer-online-shop', currency: 'USD', country: 'USA' },
];

/** Major-unit ranges a shop sees; drawn log-uniformly so small tickets are the common ones. */
const AMOUNT_RANGE: Readonly<Record<string, readonly [number, number, number]>> = {
  // [low, high, step in minor units]
  USD: [2, 800, 1],
  EUR: [2, 800, 1],
  MXN: [20, 15_000, 1],
  PEN: [5, 3_000, 1],
  COP: [2_000, 3_000_000, 100],
  CLP: [1_000, 800_000, 10],
  JPY: [200, 120_000, 10],
};

/** How each seeded payment ended; the share of each is in KIND_CUTS. */
export type BulkKind =
  | 'authorized'
  | 'captured'
  | 'partially-captured'
  | 'partially-refunded'
  | 'refunded'
  | 'cancelled'
  | 'declined'
  | 'rejected';

const KIND_CUTS: readonly (readonly [number, BulkKind])[] = [
  [15, 'authorized'],
  [55, 'captured'],
  [60, 'partially-captured'],
  [68, 'partially-refunded'],
  [78, 'refunded'],
  [88, 'cancelled'],
  [97, 'declined'],
  [100, 'rejected'],
];

const KIND_STATUS: Readonly<Record<BulkKind, PaymentStatus>> = {
  authorized: 'AUTHORIZED',
  captured: 'CAPTURED',
  'partially-captured': 'CAPTURED',
  'partially-refunded': 'CAPTURED',
  refunded: 'REFUNDED',
  cancelled: 'CANCELLED',
  declined: 'FAILED',
  rejected: 'REJECTED',
};

// The network's words for the test cards' declines (network.ts), so seeded ones read the same.
const DECLINES: readonly Decision[] = [
  { status: 'DECLINED', responseCode: '51', description: 'Insufficient funds' },
  { status: 'DECLINED', responseCode: '59', description: 'Suspected fraud' },
  { status: 'DECLINED', responseCode: '54', description: 'Expired card' },
];
const REJECTION: Decision = { status: 'REJECTED', responseCode: '05', description: 'Do not honor' };

/*
 * Card ranges that no public test card uses, so a seeded card never behaves like a drill card:
 * brand by the first digits (cards.ts), length by brand.
 */
const CARD_RANGES = [
  { bins: ['453201', '476173', '400551', '491761'], length: 16 },
  { bins: ['545454', '522222', '510510', '222300'], length: 16 },
  { bins: ['371449', '340000'], length: 15 },
] as const;

const FIRST_NAMES = ['Laura', 'Andrés', 'Camila', 'Mateo', 'Valentina', 'Santiago', 'Lucía'];
const LAST_NAMES = ['García', 'Rodríguez', 'Martínez', 'López', 'Hernández', 'Díaz', 'Moreno'];

function luhnComplete(partial: string): string {
  let sum = 0;
  for (let k = 0; k < partial.length; k++) {
    let d = Number(partial[partial.length - 1 - k]);
    if (k % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${partial}${(10 - (sum % 10)) % 10}`;
}

/** Card k: half are VISA, four in ten Mastercard, one in ten American Express. */
export function bulkPan(k: number): string {
  const brand = k % 10 < 5 ? 0 : k % 10 < 9 ? 1 : 2;
  const range = CARD_RANGES[brand]!;
  const bin = range.bins[draw(k, 11) % range.bins.length]!;
  // 7919 is coprime with every power of ten: distinct k give distinct account digits.
  const account = pad((k * 7919 + 104_729) % 10 ** (range.length - 7), range.length - 7);
  return luhnComplete(`${bin}${account}`);
}

export interface BulkSeedOptions {
  count: number;
  clientId: string;
  fingerprintKey: Buffer;
}

/** Cards and people for `count` payments: about a hundred payments per card, two cards a person. */
export function bulkCardCount(count: number): number {
  return Math.min(10_000, Math.max(10, Math.ceil(count / 100)));
}

export class BulkPayments {
  readonly count: number;
  private readonly cards: readonly CardRef[];
  private readonly stepMs: number;

  constructor(count: number, cards: readonly CardRef[]) {
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SEEDED_PAYMENTS) {
      throw new Error(`seed payments must be from 1 to ${MAX_SEEDED_PAYMENTS}, not ${count}`);
    }
    this.count = count;
    this.cards = cards;
    this.stepMs = Math.floor(BULK_SPAN_MS / count);
  }

  idOf(i: number): string {
    return `${PAYMENT_PREFIX}${pad(i + 1, ID_DIGITS)}`;
  }

  /** The index of a seeded payment id, or -1 for any other id. */
  indexOf(id: string): number {
    if (!id.startsWith(PAYMENT_PREFIX) || id.length !== PAYMENT_PREFIX.length + ID_DIGITS)
      return -1;
    const digits = id.slice(PAYMENT_PREFIX.length);
    if (!/^\d+$/.test(digits)) return -1;
    const i = Number(digits) - 1;
    return i >= 0 && i < this.count ? i : -1;
  }

  /** The payment a seeded transaction id belongs to (`trx-bulk-00000042-c` → its payment). */
  paymentOfTransaction(id: string): string | null {
    const match = /^trx-bulk-(\d{8})-[acrx]$/.exec(id);
    if (!match) return null;
    const paymentId = `${PAYMENT_PREFIX}${match[1]}`;
    return this.indexOf(paymentId) >= 0 ? paymentId : null;
  }

  /** Strictly growing with i, each within its own slot of the year, so no two tie. */
  createdAt(i: number): number {
    return BULK_FROM_MS + i * this.stepMs + (draw(i, 1) % this.stepMs);
  }

  /** Below every live payment's `seq`, unique, and growing with i like the times. */
  seqOf(i: number): number {
    return i - this.count;
  }

  kindOf(i: number): BulkKind {
    const cut = draw(i, 2) % 100;
    return KIND_CUTS.find(([upTo]) => cut < upTo)![1];
  }

  /** The status as seeded, without building the payment (list filters scan every index). */
  statusOf(i: number): PaymentStatus {
    return KIND_STATUS[this.kindOf(i)];
  }

  merchantOf(i: number): string {
    return BULK_MERCHANTS[draw(i, 3) % BULK_MERCHANTS.length]!.id;
  }

  private cardIndexOf(i: number): number {
    return draw(i, 4) % this.cards.length;
  }

  /** Seeded payments on one card, as indices (a scan: only a removal asks). */
  indicesOnInstrument(instrumentId: string): number[] {
    const found: number[] = [];
    for (let i = 0; i < this.count; i++) {
      if (this.cards[this.cardIndexOf(i)]!.instrumentId === instrumentId) found.push(i);
    }
    return found;
  }

  /** Payment i as the API shows it, built by the same state machine as live payments. */
  build(i: number): PaymentRecord {
    const merchant = BULK_MERCHANTS[draw(i, 3) % BULK_MERCHANTS.length]!;
    // Nine in ten pay in the store's own currency; the rest are visitors paying in dollars.
    const currency = draw(i, 5) % 10 === 0 ? 'USD' : merchant.currency;
    const amount = this.amountOf(i, currency);
    const kind = this.kindOf(i);
    const createdAt = this.createdAt(i);
    const txBase = `${TX_PREFIX}${pad(i + 1, ID_DIGITS)}`;
    const decision =
      kind === 'declined'
        ? DECLINES[draw(i, 6) % DECLINES.length]!
        : kind === 'rejected'
          ? REJECTION
          : APPROVED;
    const approval =
      decision.status === 'APPROVED' ? draw(i, 7).toString(16).padStart(8, '0').slice(0, 6) : null;
    const terminal = draw(i, 8) % 4;
    const authId = `${txBase}-a`;
    let { payment } = openPayment(
      {
        id: this.idOf(i),
        seq: this.seqOf(i),
        currency,
        country: merchant.country,
        merchantId: merchant.id,
        // The terminal's own trace number; 7919 keeps one per payment up to 10^8 payments.
        traceId: `${pad(terminal + 1, 2)}${pad((i * 7919 + 52_361) % 100_000_000, 8)}`,
        type: 'SALE',
        captureMode: 'MANUAL',
        card: this.cards[this.cardIndexOf(i)]!,
        initial: amount,
        tip: 0,
        initiator: 'CUSTOMER',
        entryMode: draw(i, 9) % 3 === 0 ? 'CONTACTLESS' : 'CHIP',
        orderType: null,
        terminal: { id: `term-${merchant.id.slice(4)}-${terminal + 1}`, use_case: 'ATTENDED' },
        createdAt,
      },
      decision,
      {
        id: authId,
        at: createdAt,
        networkData: networkData(createdAt, (i % 999_999) + 1, approval?.toUpperCase() ?? null),
      },
    );
    const later = (salt: number, unitMs: number) => createdAt + unitMs * (1 + (draw(i, salt) % 24));
    const captureAt = later(10, 3_600_000);
    const step = (suffix: string, at: number) => ({
      id: `${txBase}-${suffix}`,
      at,
      parentId: authId,
    });
    const part = (whole: number) =>
      Math.max(1, Math.floor((whole * (20 + (draw(i, 12) % 70))) / 100));
    if (kind === 'cancelled') {
      payment = cancel(payment, 'CANCELLATION', APPROVED, step('x', later(13, 600_000))).payment;
    } else if (kind !== 'authorized' && kind !== 'declined' && kind !== 'rejected') {
      const partial = kind === 'partially-captured' && amount > 1;
      payment = capture(payment, partial ? part(amount) : amount, step('c', captureAt)).payment;
      const refundAt = captureAt + DAY_MS * (1 + (draw(i, 14) % 20));
      if (kind === 'refunded') payment = refund(payment, amount, step('r', refundAt)).payment;
      if (kind === 'partially-refunded' && amount > 1) {
        payment = refund(payment, part(amount), step('r', refundAt)).payment;
      }
    }
    return payment;
  }

  private amountOf(i: number, currency: string): number {
    const [low, high, step] = AMOUNT_RANGE[currency] ?? [2, 800, 1];
    const major = low * (high / low) ** unit(i, 15);
    const minor = Math.round((major * 10 ** exponentOf(currency)) / step) * step;
    return Math.max(step, minor);
  }
}

/**
 * The cards and people behind the seeded payments, stored like any other (there are at most
 * ten thousand): card k belongs to person ⌊k/2⌋, so a person's page and a card's both have a
 * history. Created a month before the first seeded payment.
 */
export function seedBulkPayments(store: SimulatorStore, options: BulkSeedOptions): BulkPayments {
  const cardCount = bulkCardCount(options.count);
  const from = BULK_FROM_MS - 30 * DAY_MS;
  const cards: CardRef[] = [];
  for (let k = 0; k < cardCount; k++) {
    const createdAt = from + k * 60_000;
    const record: InstrumentRecord = createInstrumentRecord(
      {
        pan: bulkPan(k),
        holderName: `${FIRST_NAMES[draw(k, 20) % FIRST_NAMES.length]} ${LAST_NAMES[draw(k, 21) % LAST_NAMES.length]}`,
        expirationMonth: pad(1 + (draw(k, 22) % 12), 2),
        expirationYear: String(2027 + (draw(k, 23) % 5)),
        serviceCode: null,
        sequenceNumber: null,
        billingAddress: null,
      },
      {
        id: `ins-bulk-${pad(k + 1, 5)}`,
        seq: store.nextSeq(),
        clientId: options.clientId,
        fingerprintKey: options.fingerprintKey,
        createdAt,
      },
    );
    store.instruments.set(record.id, record);
    cards.push({
      instrumentId: record.id,
      lastFour: record.lastFour,
      brand: record.brand,
      panSha256: record.panSha256,
    });
    const userId = `usr-bulk-${pad(Math.floor(k / 2) + 1, 5)}`;
    let user: UserRecord | undefined = store.users.get(userId);
    if (!user) {
      user = {
        id: userId,
        name: record.holderName,
        email: null,
        documentType: null,
        documentNumber: null,
        phone: null,
        createdAt,
        links: new Map(),
      };
      store.users.set(userId, user);
    }
    user.links.set(record.id, {
      instrumentId: record.id,
      status: 'ACTIVE',
      cardholderName: record.holderName,
      addedAt: createdAt,
      removedAt: null,
    });
  }
  return new BulkPayments(options.count, cards);
}
