import type { ReactNode } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { href } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FactList } from '../../ui/Facts';
import { PageTitle } from '../../ui/PageTitle';
import { brandOf, formatExpiry, formatTimestamp, panLabel, rawJson, text } from './format';
import { useInstrument } from './queries';
import { useTranslation } from 'react-i18next';

export function InstrumentDetailPage({ id }: { id: string }) {
  const instrument = useInstrument(id);
  const { t } = useTranslation();
  return (
    <>
      <div className="page-head">
        <PageTitle>{t('instruments.detail.title', { id })}</PageTitle>
        {instrument.data !== undefined && (
          <a className="button" href={href({ name: 'instrument-edit', id })}>
            {t('instruments.detail.edit')}
          </a>
        )}
      </div>
      <p>
        <a href={href({ name: 'instruments' })}>{t('instruments.detail.back')}</a>
      </p>
      <InstrumentState query={instrument} id={id}>
        {(data) => <InstrumentFacts instrument={data} />}
      </InstrumentState>
    </>
  );
}

/** The loading / not found / error / loaded switch the detail and edit pages share. */
export function InstrumentState({
  query,
  id,
  children,
}: {
  query: ReturnType<typeof useInstrument>;
  id: string;
  children: (instrument: Instrument) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('instruments.detail.loading')}</p>;
  // A failed background refresh keeps what is on screen (and any half-typed edit).
  if (query.data !== undefined) {
    return (
      <>
        {query.isRefetchError && (
          <ErrorNotice
            title={t('instruments.detail.refreshFailed')}
            error={toAppError(query.error)}
            onRetry={() => void query.refetch()}
          />
        )}
        {children(query.data)}
      </>
    );
  }
  const error = toAppError(query.error);
  if (error.code === 'not_found') {
    return (
      <p className="notice notice-error" role="alert">
        {t('instruments.detail.notFound', { id })}
      </p>
    );
  }
  return (
    <ErrorNotice
      title={t('instruments.detail.loadFailed')}
      error={error}
      onRetry={() => void query.refetch()}
    />
  );
}

function InstrumentFacts({ instrument: i }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`instruments.columns.${key}`);
  const facts: Array<[string, string]> = [
    [c('id'), i.id],
    [c('type'), text(i.type)],
    [c('status'), text(i.status)],
    [c('brand'), brandOf(i)],
    [c('cardType'), text(i.card?.bin_data?.card_type)],
    [c('card'), panLabel(i)],
    [c('holder'), text(i.card?.holder_name)],
    [c('expiry'), formatExpiry(i)],
    // api-notes: these appear on the card or at the instrument level depending on the call.
    [c('serviceCode'), text(i.card?.service_code ?? i.service_code)],
    [c('sequenceNumber'), text(i.card?.sequence_number ?? i.sequence_number)],
    [c('fingerprint'), text(i.fingerprint)],
    [c('created'), formatTimestamp(i.created_at)],
    [c('updated'), formatTimestamp(i.updated_at)],
  ];
  return (
    <>
      <FactList facts={facts} />
      <section aria-labelledby="raw-json-title">
        <h2 id="raw-json-title">{t('instruments.detail.rawJson')}</h2>
        {/* Everything the API sent, including fields this console does not know yet. */}
        <pre className="raw-json" tabIndex={0}>
          {rawJson(i)}
        </pre>
      </section>
    </>
  );
}
