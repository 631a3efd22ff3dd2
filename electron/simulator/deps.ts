import type { Ledger } from './ledger';
import type { SimulatorStore } from './store';

/** What route modules share: the state, the ledger of money effects and the clock. */
export interface SimulatorDeps {
  store: SimulatorStore;
  ledger: Ledger;
  /** The simulator's clock in ms (clock.ts: real time plus what QA advanced it by). */
  now: () => number;
  /**
   * The reference dialect is on: captures are PENDING until the clock passes their estimated
   * date, and countries are alpha-3 only. Asked per request, as the dialect switches live.
   */
  speaksReference: () => boolean;
  /** Key of the card fingerprints (HMAC), separate from the token key. */
  fingerprintKey: Buffer;
}
