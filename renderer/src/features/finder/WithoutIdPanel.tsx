import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FoundPayment, PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { freshnessWords } from '../../app/MirrorFreshness';
import { useMirrorStatus } from '../../app/mirror-status';
import { formatDateTime } from '../../i18n/format';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { CurrencySelect } from '../../ui/CurrencySelect';
import { TextField } from '../../ui/TextField';
import { closestFirst } from './found-payment';
import type { PosLookup } from './outcome-search';
import { amountInputText } from '../../lib/amount-input';
import { dateTimeInputText } from '../../lib/date-input';
import { FoundCount } from './FoundCount';
import { FoundPaymentTable } from './FoundPaymentTable';
import { useFinderPages } from './queries';
import { scrollBehavior } from '../../lib/motion';
import {
  EMPTY_WITHOUT_ID,
  readWithoutId,
  type WithoutIdField,
  type WithoutIdFields,
} from './without-id';

const rowsOf = (page: { rows: FoundPayment[] }) => page.rows;

function withoutIdResolver(language: string): Resolver<WithoutIdFields> {
  return (values) => {
    const read = readWithoutId(values, language);
    if (read.ok) return { values, errors: {} };
    const errors: FieldErrors<WithoutIdFields> = {};
    for (const [field, message] of Object.entries(read.problems)) {
      errors[field as WithoutIdField] = { type: 'finder', message };
    }
    return { values: {}, errors };
  };
}

/**
 * "I don't have the payment id": the trace number, or last four + amount + about when, finds the
 * candidates in the mirror, closest in time first, each with what it is (its badge). Picking one
 * hands its id to the usual cancel-or-refund, which reads it fresh from the API and confirms.
 */
export function WithoutIdPanel({
  onPick,
  prefill,
}: {
  onPick: (paymentId: string) => void;
  /** What an unknown outcome's journal knows of its request, in the address's neutral text. */
  prefill?: PosLookup;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const [asked, setAsked] = useState<{ search: PaymentSearchInput; at?: number } | undefined>();
  const { register, handleSubmit, formState } = useForm<WithoutIdFields>({
    resolver: withoutIdResolver(language),
    defaultValues: prefill ? typedLookup(prefill, language) : EMPTY_WITHOUT_ID,
  });
  const pages = useFinderPages(asked?.search);
  const { loaded } = usePagedList(pages, rowsOf);
  const at = asked?.at;
  const rows = at === undefined ? loaded : closestFirst(loaded, at);
  const errors = formState.errors;
  // At 1024 x 700 the form fills the window, so the candidates of a search land below it: once
  // a search has answered, its heading comes to the top and takes the focus, so the first
  // candidates (and a screen reader) follow without a scroll the person has to guess.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsBox = useRef<HTMLDivElement>(null);
  // A new search shows the last one's candidates until its own arrive (kept as placeholder):
  // answered means this search's own, or the view moved for rows about to be replaced.
  const answered = asked !== undefined && !pages.isPending && !pages.isPlaceholderData;
  // No candidate: the form stays in view with the message under it, to be changed and tried
  // again; brought to the top, it left only a heading and "No payment matches" on screen.
  const found = rows.length > 0;
  useEffect(() => {
    if (!answered) return;
    const heading = resultsHeading.current;
    const behavior = scrollBehavior();
    if (found) heading?.scrollIntoView?.({ block: 'start', behavior });
    else resultsBox.current?.scrollIntoView?.({ block: 'nearest', behavior });
    heading?.focus({ preventScroll: true });
    // Once per answer: a later page of candidates must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, asked]);
  const said = (message: string | undefined) =>
    message === undefined || message.startsWith('validation.')
      ? message
      : t(`finder.problem.${message as 'needWhen'}`);

  return (
    <section className="pos-without-id" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('finder.pos.title')}</h2>
      <p className="hint">{t('finder.pos.intro')}</p>
      {prefill && (
        <p className="pos-prefilled" role="note">
          {t(
            prefill.trace
              ? 'finder.pos.fromUnknownTrace'
              : prefill.lastFour
                ? 'finder.pos.fromUnknownCard'
                : 'finder.pos.fromUnknownNoCard',
          )}
        </p>
      )}
      <form
        className="form"
        role="search"
        aria-label={t('finder.pos.label')}
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            const read = readWithoutId(values, language);
            if (read.ok)
              setAsked({ search: read.search, ...(read.at === undefined ? {} : { at: read.at }) });
          })(event)
        }
      >
        <TextField
          label={t('finder.pos.trace')}
          hint={t('finder.pos.traceHint')}
          autoComplete="off"
          spellCheck={false}
          error={said(errors.trace?.message)}
          registration={register('trace')}
        />
        <div className="inline-form">
          <TextField
            label={t('finder.pos.lastFour')}
            inputMode="numeric"
            autoComplete="off"
            error={said(errors.lastFour?.message)}
            registration={register('lastFour')}
          />
          <TextField
            label={t('finder.pos.amount')}
            inputMode="decimal"
            autoComplete="off"
            error={said(errors.amount?.message)}
            registration={register('amount')}
          />
          <CurrencySelect
            label={t('finder.pos.currency')}
            choose={t('finder.form.chooseCurrency')}
            error={said(errors.currency?.message)}
            registration={register('currency')}
          />
          <TextField
            label={t('finder.pos.when')}
            hint={t('finder.pos.whenHint')}
            placeholder={t('finder.form.timePattern')}
            autoComplete="off"
            error={said(errors.when?.message)}
            registration={register('when')}
          />
        </div>
        <div className="form-actions">
          <button type="submit">{t('finder.pos.submit')}</button>
        </div>
      </form>
      {asked && (
        // At least a window's height, so the heading can come to the top: one candidate left
        // the page too short to scroll, and it stayed at the window's bottom edge.
        <div
          ref={resultsBox}
          className={found || !answered ? 'pos-candidates' : 'pos-candidates-none'}
        >
          <h3 ref={resultsHeading} tabIndex={-1} className="pos-candidates-heading">
            {t('finder.pos.candidates')}
            {!pages.isPending && rows.length > 0 && (
              <span className="muted">
                {' · '}
                <FoundCount total={pages.data?.pages[0]?.total} shown={rows.length} />
              </span>
            )}
          </h3>
          {pages.isPending ? (
            <p role="status">{t('finder.results.searching')}</p>
          ) : pages.isError && rows.length === 0 ? (
            <ErrorNotice
              title={t('finder.results.failed')}
              error={toAppError(pages.error)}
              onRetry={() => void pages.refetch()}
            />
          ) : rows.length === 0 ? (
            <>
              <p className="empty">
                {t(asked?.search.traceId ? 'finder.pos.noneTrace' : 'finder.pos.none')}
              </p>
              {prefill && <p className="hint">{t('finder.pos.noneFromUnknown')}</p>}
              <MirrorLag />
            </>
          ) : (
            <>
              {at !== undefined && (
                <p className="hint">
                  {t('finder.pos.aroundTime', { when: formatDateTime(new Date(at), language) })}
                </p>
              )}
              <FoundPaymentTable
                rows={rows}
                caption={t('finder.pos.candidates')}
                {...(at === undefined
                  ? {}
                  : {
                      before: {
                        heading: t('finder.pos.off'),
                        cell: (row: FoundPayment) => <OffBy ms={Math.abs(row.createdAt - at)} />,
                      },
                    })}
                action={{
                  heading: t('finder.pos.pick'),
                  cell: (row) => (
                    <button
                      type="button"
                      aria-label={t('finder.pos.pickLabel', { id: row.id })}
                      onClick={() => onPick(row.id)}
                    >
                      {t('finder.pos.pick')}
                    </button>
                  ),
                }}
              />
              <ListFoot
                pages={pages}
                refreshed={t('finder.results.refreshed')}
                more={t('finder.results.more')}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** Why nothing may match yet: the search reads the mirror, as fresh as the header says. */
function MirrorLag() {
  const { t, i18n } = useTranslation();
  const status = useMirrorStatus();
  if (!status || status.state.kind === 'idle') {
    return <p className="hint">{t('finder.pos.noneLagUnknown')}</p>;
  }
  const { label } = freshnessWords(
    status as Parameters<typeof freshnessWords>[0],
    t as never,
    i18n.language,
  );
  // A Spanish time ends in its own period ("12:52 a.m."): the sentence's is not added twice.
  const sentence = label.endsWith('.') ? label : `${label}.`;
  return <p className="hint">{t('finder.pos.noneLag', { freshness: sentence })}</p>;
}

/** The address's neutral amount and time as this language types them in the form. */
function typedLookup(lookup: PosLookup, language: string): WithoutIdFields {
  return {
    trace: lookup.trace ?? '',
    lastFour: lookup.lastFour ?? '',
    amount:
      lookup.amount && /^\d{1,12}(\.\d+)?$/.test(lookup.amount)
        ? amountInputText(lookup.amount, language)
        : (lookup.amount ?? ''),
    currency: lookup.currency ?? '',
    when:
      lookup.when && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(lookup.when)
        ? dateTimeInputText(lookup.when, language)
        : (lookup.when ?? ''),
  };
}

/** How far a candidate is from the time remembered: minutes under two hours, else hours. */
function OffBy({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const minutes = Math.round(ms / 60_000);
  return minutes < 120
    ? t('finder.pos.minutes', { count: minutes })
    : t('finder.pos.hours', { count: Math.round(minutes / 60) });
}
