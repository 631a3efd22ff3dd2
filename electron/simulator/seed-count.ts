/**
 * How many payments `--seed-payments` may ask for, and the flag as typed. On its own so that the
 * browser host can check the flag before it listens without loading the simulator.
 */
export const MAX_SEEDED_PAYMENTS = 10_000_000;

/** `--seed-payments N` as typed: digits only (`1_000_000` and `1e6` are refused, not guessed). */
export function parseSeedPayments(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const count = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 0 && count <= MAX_SEEDED_PAYMENTS)) {
    throw new Error(
      `--seed-payments must be a whole number from 0 to ${MAX_SEEDED_PAYMENTS}, got "${raw}"`,
    );
  }
  return count;
}
