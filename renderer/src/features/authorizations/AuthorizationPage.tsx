import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { useActiveProfile } from '../money/queries';
import { AuthorizationForm } from './AuthorizationForm';
import type { AuthorizationMode } from './form-values';

const TITLES: Record<AuthorizationMode, { title: string; intro: string }> = {
  payment: {
    title: 'Authorize a payment',
    intro: 'Creates a payment and its authorization. Declines are answered too, with their code.',
  },
  transaction: {
    title: 'Authorize a transaction',
    intro:
      'Authorizes without a payment id (a new payment), or with one for an incremental authorization.',
  },
};

/**
 * The form waits for the active profile: its default merchant fills the form, and it decides
 * whether typed cards and additional JSON fields are offered at all.
 */
export function AuthorizationPage({ mode }: { mode: AuthorizationMode }) {
  const profile = useActiveProfile();
  return (
    <>
      <PageTitle>{TITLES[mode].title}</PageTitle>
      <p className="muted">{TITLES[mode].intro}</p>
      {profile.isPending ? (
        <p role="status">Loading the active profile…</p>
      ) : (
        <>
          {profile.isError && (
            <ErrorNotice
              title="Could not read the active profile: typed cards and additional fields are off."
              error={toAppError(profile.error)}
              onRetry={() => void profile.refetch()}
            />
          )}
          <AuthorizationForm key={profile.data?.id ?? 'none'} mode={mode} profile={profile.data} />
        </>
      )}
    </>
  );
}
