import { seedBulkPayments } from './bulk-payments';
import { seedInstruments } from './seed';
import { seedPayments } from './seed-payments';
import { seedUsers } from './seed-users';
import type { SimulatorStore } from './store';

/**
 * The whole fixed starting state, in dependency order: instruments, users, payments; then, with
 * `bulkPayments`, that many seeded payments (and their cards and people) before them in time.
 */
export function seedAll(
  store: SimulatorStore,
  clientId: string,
  fingerprintKey: Buffer,
  bulkPayments = 0,
): void {
  seedInstruments(store, clientId, fingerprintKey);
  seedUsers(store);
  seedPayments(store);
  if (bulkPayments > 0) {
    store.bulk = seedBulkPayments(store, { count: bulkPayments, clientId, fingerprintKey });
  }
}
