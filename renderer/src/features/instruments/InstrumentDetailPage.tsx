import { useEffect, useState, type ReactNode } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { useAllowed } from '../../app/permissions';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice, HttpFacts } from '../../ui/ErrorNotice';
import { FactList } from '../../ui/Facts';
import { PageTitle } from '../../ui/PageTitle';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf, notAnObject } from '../../../../shared/schemas/set-aside';
import { ShownApiValue } from '../../ui/ApiValue';
import { ShownText, Unexpected } from '../../ui/Shown';
import { ShownDateTime } from '../../ui/ShownFormats';
import { RedactedText } from '../../ui/Redacted';
import { brandOf, cardOf, formatExpiry, rawJson } from './format';
import { useInstrument } from './queries';
import { forgetSaved, wasSaved } from './saved-notice';
import { PaymentHistory, useInstrumentUsers } from '../finder/PaymentHistory';
import { Id } from '../../ui/Id';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../i18n/messages';

export function InstrumentDetailPage({ id }: { id: string }) {
  const instrument = useInstrument(id);
  const { t } = useTranslation();
  const [saved] = useState(() => wasSaved(id));
  const mayEdit = useAllowed()('instruments:update');
  useEffect(() => forgetSaved(id), [id]);
  return (
    <>
      <div className="page-head">
        <PageTitle>{t('instruments.detail.title', { id })}</PageTitle>
        {instrument.data !== undefined && mayEdit && (
          <a className="button" href={hrefOf({ to: '/instruments/$id/edit', params: { id } })}>
            {t('instruments.detail.edit')}
          </a>
        )}
      </div>
      <p>
        <a href={hrefOf({ to: '/instruments' })}>{t('instruments.detail.back')}</a>
      </p>
      {saved && (
        <p className="notice notice-ok" role="status">
          {t('instruments.detail.saved')}
        </p>
      )}
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
        <HttpFacts error={error} />
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

/** api-notes: these appear on the card or at the instrument level depending on the call. */
function cardOrInstrument(i: Instrument, key: 'service_code' | 'sequence_number') {
  const onCard = fieldOf(i.card, key, textOf);
  return onCard.state === 'absent' ? fieldOf(i, key, textOf) : onCard;
}

function InstrumentFacts({ instrument: i }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const c = (key: keyof Messages['instruments']['columns']) => t(`instruments.columns.${key}`);
  const shown = (owner: unknown, key: string) => <ShownText read={fieldOf(owner, key, textOf)} />;
  const code = (owner: unknown, key: string) => (
    <ShownApiValue read={fieldOf(owner, key, textOf)} />
  );
  const address = i.user_data?.billing_address;
  const users = useInstrumentUsers(i.id);
  const facts: Array<[string, ReactNode]> = [
    [c('id'), i.id || '—'],
    [c('type'), code(i, 'type')],
    [c('status'), code(i, 'status')],
    [c('brand'), brandOf(i)],
    [c('cardType'), code(i.card?.bin_data, 'card_type')],
    [c('card'), cardOf(i)],
    [c('bin'), shown(i.card, 'issuer_identification_number')],
    [c('holder'), shown(i.card, 'holder_name')],
    // Only where its payments name one: the API's instrument names no user.
    ...(users.length === 0
      ? []
      : [
          [
            c('user'),
            users.map((user, index) => (
              <span key={user}>
                {index > 0 && ', '}
                <a href={hrefOf({ to: '/users/$id', params: { id: user } })}>
                  <Id>{user}</Id>
                </a>
              </span>
            )),
          ] satisfies [string, ReactNode],
        ]),
    [c('expiry'), formatExpiry(i)],
    [c('serviceCode'), <ShownText read={cardOrInstrument(i, 'service_code')} />],
    [c('sequenceNumber'), <ShownText read={cardOrInstrument(i, 'sequence_number')} />],
    [c('fingerprint'), shown(i, 'fingerprint')],
    [c('billingAddress'), <BillingAddressText address={address} />],
    [c('created'), <ShownDateTime read={fieldOf(i, 'created_at', timestampOf)} />],
    [c('updated'), <ShownDateTime read={fieldOf(i, 'updated_at', timestampOf)} />],
  ];
  return (
    <>
      <FactList facts={facts} />
      {i.id && <PaymentHistory instrumentId={i.id} />}
      <section aria-labelledby="raw-json-title">
        <h2 id="raw-json-title">{t('instruments.detail.rawJson')}</h2>
        {/* Everything the API sent, including fields this console does not know yet. */}
        <pre className="raw-json" tabIndex={0}>
          <RedactedText text={rawJson(i)} />
        </pre>
      </section>
    </>
  );
}

const ADDRESS_PARTS = ['street', 'number', 'city', 'state', 'zip_code', 'country'] as const;

/** One line of what the API sent; a part in an unexpected shape is shown as sent, marked. */
function BillingAddressText({ address }: { address: unknown }) {
  const whole = notAnObject(address);
  if (whole) return <Unexpected raw={whole.raw} />;
  const parts = ADDRESS_PARTS.map((key) => [key, fieldOf(address, key, textOf)] as const).filter(
    ([, read]) => read.state !== 'absent',
  );
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map(([key, read], index) => (
        <span key={key}>
          {index > 0 && ', '}
          <ShownText read={read} />
        </span>
      ))}
    </>
  );
}
