import { useState } from 'react';
import type { Profile } from '../../../../shared/schemas/profile';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { useActiveProfile } from '../money/queries';
import { type AreaForms } from '../money/area-forms';
import { AuthorizationForm } from './AuthorizationForm';
import type { AuthorizationMode } from './form-values';
import { useTranslation } from 'react-i18next';

type FormProps = { profile: Profile | undefined };

const FORMS = {
  'payments:authorize': ({ profile }) => <AuthorizationForm mode="payment" profile={profile} />,
  'transactions:authorize': ({ profile }) => (
    <AuthorizationForm mode="transaction" profile={profile} />
  ),
} satisfies AreaForms<'authorizations', FormProps>;

/** Each form has an address of its own (the routes give the mode). */
const FORM_OF_MODE = {
  payment: 'payments:authorize',
  transaction: 'transactions:authorize',
} as const satisfies Record<AuthorizationMode, keyof typeof FORMS>;

/**
 * The form waits for the active profile: its default merchant fills the form, and it decides
 * whether typed cards and additional JSON fields are offered at all. The form is not remounted
 * when another window activates another profile: what was typed stays, and the form's notice
 * asks the person to choose the new profile before anything is sent.
 */
export function AuthorizationPage({ mode }: { mode: AuthorizationMode }) {
  const profile = useActiveProfile();
  const { t } = useTranslation();
  // A profile push resets every query, so the profile is briefly pending again: the form stays
  // mounted on the profile it last had, or what was typed would be lost.
  const [last, setLast] = useState<Profile>();
  if (profile.data && profile.data !== last) setLast(profile.data);
  const shown = profile.data ?? last;
  return (
    <>
      <PageTitle>{t(`authorizations.${mode}.title`)}</PageTitle>
      <p className="muted">{t(`authorizations.${mode}.intro`)}</p>
      {profile.isPending && !shown ? (
        <p role="status">{t('authorizations.loadingProfile')}</p>
      ) : (
        <>
          {profile.isError && (
            <ErrorNotice
              title={t('authorizations.profileFailed')}
              error={toAppError(profile.error)}
              onRetry={() => void profile.refetch()}
            />
          )}
          {FORMS[FORM_OF_MODE[mode]]({ profile: shown })}
        </>
      )}
    </>
  );
}
