import type { Ledger } from './ledger';
import type { SimulatorStore } from './store';

/** What route modules share: the state, the ledger of money effects and the clock. */
export interface SimulatorDeps {
  store: SimulatorStore;
  ledger: Ledger;
  /** Clock in ms, injectable so tests can move time. */
  now: () => number;
  /** Key of the card fingerprints (HMAC), separate from the token key. */
  fingerprintKey: Buffer;
}
