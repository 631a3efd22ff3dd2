import { randomUUID } from 'node:crypto';
import type { BulkPayments } from './bulk-payments';
import type { InstrumentRecord } from './instrument-model';
import { pendingCapture, type PaymentRecord, type TransactionRecord } from './payment-model';
import type { UserRecord } from './user-model';

/** Caller-chosen ids end up in URL paths, so only URL-safe characters are accepted. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * `ins-` + 24 hex characters, the API's prefixed-id convention. Built from randomUUID because
 * Node pools its entropy: a fresh randomBytes call per id showed up in the benchmark's profile.
 */
export function newId(prefix: string): string {
  const hex = randomUUID().replaceAll('-', '');
  // Skip the fixed version (index 12) and variant (index 16) digits.
  return `${prefix}-${hex.slice(0, 12)}${hex.slice(13, 16)}${hex.slice(17, 26)}`;
}

/**
 * All in-memory state of one simulator instance, one map per resource. Nothing here may hold a PAN
 * or CVV, which the tests check by serialising the whole store. Records are replaced, never
 * edited in place by the payment code, so a failed validation can leave no half-made change.
 */
export class SimulatorStore {
  readonly instruments = new Map<string, InstrumentRecord>();
  readonly users = new Map<string, UserRecord>();
  /** Payments made by the API or the fixed seed, and seeded (bulk) ones the API has changed. */
  private readonly payments = new Map<string, PaymentRecord>();
  /** `--seed-payments N`: built when read, never held (see bulk-payments.ts). */
  bulk: BulkPayments | null = null;
  // Indices of seeded payments the API has changed, so a scan asks the map only for those.
  private readonly changedBulk = new Set<number>();
  // Transaction id → payment id: transactions live inside their payment.
  private readonly transactionOwners = new Map<string, string>();
  // Instrument id → its payments, so "has open payments" needs no scan of every payment.
  private readonly paymentsByInstrument = new Map<string, Set<string>>();
  // Payments whose capture waits to settle (the reference dialect), so settling scans only them.
  private readonly pendingCaptures = new Set<string>();
  private seq = 0;
  private stan = 0;

  /** Creation order, used to break `created_at` ties so that paging is stable. */
  nextSeq(): number {
    return ++this.seq;
  }

  /** The network's system trace audit number, one per authorization. */
  nextStan(): number {
    return ++this.stan;
  }

  savePayment(payment: PaymentRecord): void {
    this.payments.set(payment.id, payment);
    if (pendingCapture(payment)) this.pendingCaptures.add(payment.id);
    else this.pendingCaptures.delete(payment.id);
    const bulkIndex = this.bulk?.indexOf(payment.id) ?? -1;
    if (bulkIndex >= 0) this.changedBulk.add(bulkIndex);
    for (const tx of payment.transactions) this.transactionOwners.set(tx.id, payment.id);
    const instrumentId = payment.card.instrumentId;
    if (instrumentId === null) return;
    let ids = this.paymentsByInstrument.get(instrumentId);
    if (!ids) this.paymentsByInstrument.set(instrumentId, (ids = new Set()));
    ids.add(payment.id);
  }

  paymentsWithPendingCapture(): string[] {
    return [...this.pendingCaptures];
  }

  findPayment(id: string): PaymentRecord | undefined {
    const stored = this.payments.get(id);
    if (stored || !this.bulk) return stored;
    const index = this.bulk.indexOf(id);
    return index >= 0 ? this.bulk.build(index) : undefined;
  }

  hasPayment(id: string): boolean {
    return this.payments.has(id) || (this.bulk?.indexOf(id) ?? -1) >= 0;
  }

  /** Seeded payment i as the API last changed it, or undefined while it is as seeded. */
  changedBulkPayment(i: number): PaymentRecord | undefined {
    return this.changedBulk.has(i) && this.bulk ? this.payments.get(this.bulk.idOf(i)) : undefined;
  }

  /** Payments the API made (not the seeded bulk), for listing beside the seeded ones. */
  livePayments(): PaymentRecord[] {
    const { bulk } = this;
    const all = [...this.payments.values()];
    return bulk ? all.filter((p) => bulk.indexOf(p.id) < 0) : all;
  }

  findTransaction(id: string): { payment: PaymentRecord; transaction: TransactionRecord } | null {
    const owner = this.transactionOwners.get(id) ?? this.bulk?.paymentOfTransaction(id) ?? '';
    const payment = this.findPayment(owner);
    const transaction = payment?.transactions.find((tx) => tx.id === id);
    return payment && transaction ? { payment, transaction } : null;
  }

  hasTransaction(id: string): boolean {
    return this.findTransaction(id) !== null;
  }

  /** Payments on the instrument still holding funds: authorized, not captured or cancelled. */
  openPaymentsOf(instrumentId: string): string[] {
    const ids = new Set(this.paymentsByInstrument.get(instrumentId));
    const { bulk } = this;
    if (bulk && instrumentId.startsWith('ins-bulk-')) {
      for (const i of bulk.indicesOnInstrument(instrumentId)) ids.add(bulk.idOf(i));
    }
    const holding = new Set(['AUTHORIZED', 'CAPTURE_IN_PROCESS', 'CAPTURE_PRESENTED']);
    return [...ids].filter((id) => holding.has(this.findPayment(id)?.status ?? ''));
  }

  clear(): void {
    this.instruments.clear();
    this.users.clear();
    this.payments.clear();
    this.transactionOwners.clear();
    this.paymentsByInstrument.clear();
    this.pendingCaptures.clear();
    this.bulk = null;
    this.changedBulk.clear();
    this.seq = 0;
    this.stan = 0;
  }

  toJSON() {
    return {
      instruments: [...this.instruments.values()],
      users: [...this.users.values()].map((u) => ({ ...u, links: [...u.links.values()] })),
      payments: [...this.payments.values()],
    };
  }
}
