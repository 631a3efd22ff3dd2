import type { Result } from '../../shared/result';
import type { Profile } from '../../shared/schemas/profile';
import type { ApiClient } from './client/api-client';

/** The active profile and its authenticated client: what every API handler works through. */
export interface Session {
  profile: Profile;
  api: ApiClient;
}

export type SessionSource = () => Result<Session>;

/** Runs `work` with the active session, or answers why there is none (e.g. no secret set). */
export async function withSession<T>(
  session: SessionSource,
  work: (session: Session) => Promise<Result<T>>,
): Promise<Result<T>> {
  const current = session();
  return current.ok ? work(current.value) : current;
}
