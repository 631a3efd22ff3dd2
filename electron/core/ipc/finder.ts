import type { ParsedInputOf } from '../../../shared/contract';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { SearchAnswer } from '../mirror/mirror-store';
import type {
  MirrorStatus,
  PaymentSearchInput,
  PaymentSearchPage,
} from '../../../shared/schemas/payment-search';

/** What the finder asks of the payments sync (PaymentsSync answers it). */
export interface Finder {
  status(): MirrorStatus;
  /** Null while the profile's mirror is not the one open. */
  search(profileId: string, query: PaymentSearchInput): Promise<Result<SearchAnswer>> | null;
}

/**
 * Payments → search, the store manager's "I don't have the payment id" and the histories: a
 * search of the active profile's mirror, run in the mirror's thread. Only the active profile's
 * mirror is searched, so a page never lists another profile's payments as this one's.
 */
export function finderHandlers(
  finder: Finder | undefined,
  active: () => { id: string; name: string },
) {
  return {
    'finder:search': async (
      query: ParsedInputOf<'finder:search'>,
    ): Promise<Result<PaymentSearchPage>> => {
      const profile = active();
      const searched = finder?.search(profile.id, query);
      if (!searched) {
        const state = finder?.status().state;
        return state?.kind === 'error' && state.reason === 'mirror_in_use'
          ? refuse('conflict', 'mirror_in_use', { profile: profile.name })
          : refuse('not_found', 'mirror_not_ready', { profile: profile.name });
      }
      const found = await searched;
      if (!found.ok) return found;
      const { rows, total } = found.value;
      const last = rows.at(-1);
      // A full page may have more after it; a short one is the end.
      const next =
        last && rows.length >= query.limit ? { createdAt: last.createdAt, seq: last.seq } : null;
      return ok({ rows, next, ...(total ? { total } : {}) });
    },

    'finder:status': async (): Promise<Result<MirrorStatus>> =>
      ok(finder?.status() ?? idleStatus(active().id)),
  };
}

export function idleStatus(profileId: string | null): MirrorStatus {
  return { profileId, state: { kind: 'idle' }, mirrored: 0, apiTotal: null, lastSyncedAt: null };
}
