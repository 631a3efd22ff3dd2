import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../app/ProfileIndicator';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ClockPanel } from './ClockPanel';
import { CredentialsPanel } from './CredentialsPanel';
import { DialectPanel } from './DialectPanel';
import { FaultsPanel } from './FaultsPanel';
import { LedgerPanel } from './LedgerPanel';
import { useSimulatorStatus } from './queries';
import { RequestLogPanel } from './RequestLogPanel';
import { ResetPanel } from './ResetPanel';
import { TestCardsPanel } from './TestCardsPanel';

/**
 * QA's workbench on the simulator behind the active profile. Every control call is main's, with
 * the profile's control token; the page only names what to do.
 */
export function SimulatorPage({ paymentId }: { paymentId: string | undefined }) {
  const { t } = useTranslation();
  const status = useSimulatorStatus();
  const profile = useAppInfo().data?.profile;
  const name = profile?.name ?? '';
  return (
    <>
      <PageTitle>{t('simulator.title')}</PageTitle>
      {status.isError && (
        <ErrorNotice
          title={t('simulator.statusFailed')}
          error={toAppError(status.error)}
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && !status.data.available && (
        <p className="notice">{t('simulator.unavailable', { profile: name })}</p>
      )}
      {status.data?.available && (
        <>
          <p className="hint">{t('simulator.intro', { profile: name })}</p>
          <FaultsPanel />
          <ResetPanel />
          <LedgerPanel initialPaymentId={paymentId} />
          <RequestLogPanel />
          <DialectPanel />
          <ClockPanel />
          {status.data.builtIn && <CredentialsPanel />}
          <TestCardsPanel rawCards={status.data.builtIn} />
        </>
      )}
    </>
  );
}
