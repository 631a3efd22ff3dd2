import { seedInstruments } from './seed';
import { seedPayments } from './seed-payments';
import { seedUsers } from './seed-users';
import type { SimulatorStore } from './store';

/** The whole fixed starting state, in dependency order: instruments, users, payments. */
export function seedAll(store: SimulatorStore, clientId: string, fingerprintKey: Buffer): void {
  seedInstruments(store, clientId, fingerprintKey);
  seedUsers(store);
  seedPayments(store);
}
