import { moneyJson, type MoneyJson } from './money';
import type { LedgerEffect } from './payment-machine';
import type { TransactionType } from './payment-model';

export interface LedgerEntry {
  seq: number;
  at: string;
  kind: TransactionType;
  payment_id: string;
  transaction_id: string;
  /** For ADJUSTMENT the signed change of the authorized amount; otherwise what moved. */
  amount: MoneyJson;
  idempotency_key: string | null;
}

/**
 * Every money effect the simulator performed, in order, append-only: what a test reads to assert
 * "exactly one refund" after retries. Declines and replays add nothing; the seed's history is not
 * an effect either, so a fresh simulator starts with an empty ledger.
 */
export class Ledger {
  private entries: LedgerEntry[] = [];
  private byPayment = new Map<string, LedgerEntry[]>();
  private seq = 0;

  constructor(private readonly now: () => number) {}

  append(
    paymentId: string,
    currency: string,
    effects: readonly LedgerEffect[],
    idempotencyKey: string | null,
  ): void {
    for (const effect of effects) {
      const entry: LedgerEntry = Object.freeze({
        seq: ++this.seq,
        at: new Date(this.now()).toISOString(),
        kind: effect.kind,
        payment_id: paymentId,
        transaction_id: effect.transactionId,
        amount: moneyJson(effect.amount, currency),
        idempotency_key: idempotencyKey,
      });
      this.entries.push(entry);
      let forPayment = this.byPayment.get(paymentId);
      if (!forPayment) this.byPayment.set(paymentId, (forPayment = []));
      forPayment.push(entry);
    }
  }

  list(paymentId?: string): LedgerEntry[] {
    return paymentId === undefined ? [...this.entries] : [...(this.byPayment.get(paymentId) ?? [])];
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
    this.byPayment = new Map();
    this.seq = 0;
  }
}
