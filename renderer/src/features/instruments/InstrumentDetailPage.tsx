import type { ReactNode } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { href } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FactList } from '../../ui/Facts';
import { PageTitle } from '../../ui/PageTitle';
import { brandOf, formatExpiry, formatTimestamp, panLabel, rawJson, text } from './format';
import { useInstrument } from './queries';

export function InstrumentDetailPage({ id }: { id: string }) {
  const instrument = useInstrument(id);
  return (
    <>
      <div className="page-head">
        <PageTitle>Instrument {id}</PageTitle>
        {instrument.data !== undefined && (
          <a className="button" href={href({ name: 'instrument-edit', id })}>
            Edit
          </a>
        )}
      </div>
      <p>
        <a href={href({ name: 'instruments' })}>Back to instruments</a>
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
  if (query.isPending) return <p role="status">Loading instrument…</p>;
  // A failed background refresh keeps what is on screen (and any half-typed edit).
  if (query.data !== undefined) {
    return (
      <>
        {query.isRefetchError && (
          <ErrorNotice
            title="Could not refresh the instrument."
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
        No instrument with id {id}
      </p>
    );
  }
  return (
    <ErrorNotice
      title="Could not load the instrument."
      error={error}
      onRetry={() => void query.refetch()}
    />
  );
}

function InstrumentFacts({ instrument: i }: { instrument: Instrument }) {
  const facts: Array<[string, string]> = [
    ['Id', i.id],
    ['Type', text(i.type)],
    ['Status', text(i.status)],
    ['Brand', brandOf(i)],
    ['Card type', text(i.card?.bin_data?.card_type)],
    ['Card', panLabel(i)],
    ['Holder', text(i.card?.holder_name)],
    ['Expiry', formatExpiry(i)],
    // api-notes: these appear on the card or at the instrument level depending on the call.
    ['Service code', text(i.card?.service_code ?? i.service_code)],
    ['Sequence number', text(i.card?.sequence_number ?? i.sequence_number)],
    ['Fingerprint', text(i.fingerprint)],
    ['Created', formatTimestamp(i.created_at)],
    ['Updated', formatTimestamp(i.updated_at)],
  ];
  return (
    <>
      <FactList facts={facts} />
      <section aria-labelledby="raw-json-title">
        <h2 id="raw-json-title">Raw JSON</h2>
        {/* Everything the API sent, including fields this console does not know yet. */}
        <pre className="raw-json" tabIndex={0}>
          {rawJson(i)}
        </pre>
      </section>
    </>
  );
}
