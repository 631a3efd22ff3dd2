/* Mirror rows made from the simulator's seeded payments, as a sync would make them. */
import type { MirroredPayment } from '../../../../shared/schemas/payment-search';
import { seedBulkPayments } from '../../../simulator/bulk-payments';
import { paymentJson } from '../../../simulator/payment-model';
import { SimulatorStore } from '../../../simulator/store';
import { mirroredPaymentOf } from '../payment-row';

/**
 * `count` seeded payments, oldest first, `batch` at a time (a million rows at once would be
 * the memory the mirror exists to avoid), with each card's BIN and its holder from the API.
 */
export function* seededRowBatches(count: number, batch: number): Generator<MirroredPayment[]> {
  const store = new SimulatorStore();
  const bulk = seedBulkPayments(store, {
    count,
    clientId: 'mirror-test',
    fingerprintKey: Buffer.alloc(32, 7),
  });
  const holder = new Map<string, string>();
  for (const user of store.users.values()) {
    for (const instrumentId of user.links.keys()) holder.set(instrumentId, user.id);
  }
  for (let start = 0; start < count; start += batch) {
    const rows: MirroredPayment[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const payment = bulk.build(i);
      const card = store.instruments.get(payment.card.instrumentId ?? '');
      const row = mirroredPaymentOf(paymentJson(payment), {
        bin: card?.bin ?? null,
        userId: holder.get(card?.id ?? '') ?? null,
      });
      if (!row.ok) throw new Error(row.error.message);
      rows.push(row.value);
    }
    yield rows;
  }
}

export function seededRows(count: number): MirroredPayment[] {
  return [...seededRowBatches(count, count)].flat();
}
