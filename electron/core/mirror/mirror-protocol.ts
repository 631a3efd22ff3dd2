import type { Result } from '../../../shared/result';
import type { MirroredPayment, PaymentSearch } from '../../../shared/schemas/payment-search';
import type { SyncCursor } from './mirror-store';

/** What main asks the mirror's thread; each request has an id its reply repeats. */
export type MirrorRequest = { id: number } & (
  | { op: 'writePage'; rows: readonly MirroredPayment[]; cursor: SyncCursor | null }
  | { op: 'cursor' }
  | { op: 'count' }
  | { op: 'clear' }
  | { op: 'changedSince'; since: number }
  | { op: 'forget'; ids: readonly string[]; cursor: SyncCursor }
  | { op: 'search'; query: PaymentSearch }
  | { op: 'find'; query: PaymentSearch }
  | { op: 'learnUser'; userId: string; instrumentIds: readonly string[] }
  | { op: 'knownUsers'; after: string | null; limit: number }
  | { op: 'close' }
);

/** Id 0 answers the opening itself. */
export interface MirrorReply {
  id: number;
  result: Result<unknown>;
}
