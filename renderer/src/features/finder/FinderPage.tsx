import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/money';
import { PAYMENT_STATE_NAMES } from '../../../../shared/schemas/states';
import { useMirrorStatus } from '../../app/mirror-status';
import { go } from '../../app/router';
import { toAppError } from '../../lib/api';
import { settlementOf, settlementWord } from '../../lib/settlement';
import { scrollBehavior } from '../../lib/motion';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { CurrencySelect } from '../../ui/CurrencySelect';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { asksForSearch } from './finder-address';
import {
  EMPTY_FINDER,
  addressFields,
  readFinderFields,
  typedFields,
  type FinderField,
  type FinderFields,
} from './finder-query';
import { FoundCount } from './FoundCount';
import { FoundPaymentTable } from './FoundPaymentTable';
import { useFinderPages } from './queries';
import type {
  PaymentSearchInput,
  PaymentSearchPage,
} from '../../../../shared/schemas/payment-search';
import { formatCompactMoment } from '../../i18n/format';
import { ProgressBar } from '../../ui/ProgressBar';

const rowsOf = (page: PaymentSearchPage) => page.rows;

/** The finder's resolver: each field read in the chosen language, each problem at its field. */
function finderResolver(language: string): Resolver<FinderFields> {
  return (values) => {
    const read = readFinderFields(values, language);
    if (read.ok) return { values, errors: {} };
    const errors: FieldErrors<FinderFields> = {};
    for (const [field, message] of Object.entries(read.problems)) {
      errors[field as FinderField] = { type: 'finder', message };
    }
    return { values: {}, errors };
  };
}

/**
 * Payments → Find: one box for what a person has at hand (trace number, last four, a person's,
 * card's or store's id), refined by an amount with its currency, a time window and a status,
 * over every payment mirrored from the API. The address holds the search, so a result's back
 * button, a link from "Check status" or the header search reopen it as it was.
 */
export function FinderPage({ address }: { address: FinderFields }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const read = readFinderFields(typedFields(address, language), language);
  const asked = asksForSearch(address) && read.ok ? read.search : undefined;
  const { register, handleSubmit, formState, reset, trigger } = useForm<FinderFields>({
    resolver: finderResolver(language),
    defaultValues: typedFields(address, language),
  });
  // A link whose fields cannot be read says so at them at once, not after a first click.
  useEffect(() => {
    if (asksForSearch(address) && !read.ok) void trigger();
    // Once, for the address this page was opened with (the route remounts it for another).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pages = useFinderPages(asked);
  const { loaded } = usePagedList(pages, rowsOf);
  const errors = formState.errors;
  const said = (message: string | undefined) =>
    message === undefined || message.startsWith('validation.')
      ? message
      : t(`finder.problem.${message as 'badTime'}`);

  const submit = (values: FinderFields) =>
    go({ to: '/payments/find', search: addressFields(values, language) });

  return (
    <div className="list-page finder-page">
      <PageTitle>{t('finder.title')}</PageTitle>
      <p className="hint">{t('finder.intro')}</p>
      <form
        className="form finder-form"
        role="search"
        aria-label={t('finder.form.label')}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <TextField
          label={t('finder.form.q')}
          hint={t('finder.form.qHint')}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          data-finder-box=""
          error={said(errors.q?.message)}
          registration={register('q')}
        />
        <div className="inline-form">
          <div className="finder-range">
            <TextField
              label={t('finder.form.min')}
              inputMode="decimal"
              autoComplete="off"
              error={said(errors.min?.message)}
              registration={register('min')}
            />
            <TextField
              label={t('finder.form.max')}
              inputMode="decimal"
              autoComplete="off"
              error={said(errors.max?.message)}
              registration={register('max')}
            />
          </div>
          <CurrencySelect
            label={t('finder.form.currency')}
            choose={t('finder.form.chooseCurrency')}
            error={said(errors.currency?.message)}
            registration={register('currency')}
          />
          <div className="finder-range">
            <TextField
              label={t('finder.form.from')}
              placeholder={t('finder.form.timePattern')}
              autoComplete="off"
              error={said(errors.from?.message)}
              registration={register('from')}
            />
            <TextField
              label={t('finder.form.to')}
              placeholder={t('finder.form.timePattern')}
              autoComplete="off"
              error={said(errors.to?.message)}
              registration={register('to')}
            />
          </div>
          <SelectField
            label={t('finder.form.status')}
            // The mirror keeps a payment's status, not its amounts refunded or charged: a
            // "partly refunded" choice could not be answered truly, so the hint says where.
            hint={t('finder.form.statusHint', {
              charged: settlementWord(t, settlementOf({ id: '', status: 'CAPTURED' })),
            })}
            error={said(errors.status?.message)}
            registration={register('status')}
            options={[{ value: '', label: t('finder.form.anyStatus') }, ...statusOptions(t)]}
          />
          <SelectField
            label={t('finder.form.order')}
            registration={register('order')}
            options={[
              { value: 'newest', label: t('finder.form.newest') },
              { value: 'oldest', label: t('finder.form.oldest') },
            ]}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary">
            {t('finder.form.submit')}
          </button>
          <button
            type="button"
            onClick={() => {
              reset(EMPTY_FINDER);
              go({ to: '/payments/find' });
            }}
          >
            {t('finder.form.clear')}
          </button>
        </div>
      </form>
      <MirrorBehind />
      <FinderResults
        asked={asked}
        pages={pages}
        rows={loaded}
        caption={t('finder.results.caption')}
      />
    </div>
  );
}

/**
 * Until the sync holds everything, an older payment may not be found yet: said beside the
 * results, not hidden, with how many are copied (of how many, with a bar, where the API says),
 * and why it waits or stopped. The API's list names no total as the console knows it, so the
 * count alone must say it: a page that waited for a total said nothing through a whole sync.
 */
function MirrorBehind() {
  const { t, i18n } = useTranslation();
  const status = useMirrorStatus();
  if (!status) return null;
  const language = i18n.language;
  const mirrored = formatCount(status.mirrored, language);
  const total = status.apiTotal === null ? null : formatCount(status.apiTotal, language);
  const state = status.state;
  let words: string;
  switch (state.kind) {
    case 'caught_up':
      return null;
    case 'idle':
      if (status.mirrored > 0) return null;
      words = t('finder.results.notStarted');
      break;
    case 'syncing':
      if (status.apiTotal !== null && status.mirrored >= status.apiTotal) return null;
      words =
        status.startedOver === 'new_simulator_run'
          ? t('finder.results.behindNewRun', { mirrored })
          : total === null
            ? t('finder.results.behindCount', { mirrored })
            : t('finder.results.behind', { mirrored, total });
      break;
    case 'backing_off':
      words = t('finder.results.behindWaits', {
        mirrored,
        time: formatCompactMoment(state.until, language),
      });
      break;
    case 'error':
      words = t('finder.results.behindStopped', {
        mirrored,
        reason: t(`frame.mirror.reason.${state.reason}`),
      });
      break;
  }
  return (
    <div className="finder-behind" role="note">
      <p className="hint">{words}</p>
      {state.kind === 'syncing' && status.apiTotal !== null && status.apiTotal > 0 && (
        <ProgressBar
          value={status.mirrored}
          max={status.apiTotal}
          label={t('frame.mirror.barLabel')}
          valueText={t('frame.mirror.barValue', { mirrored, total })}
        />
      )}
    </div>
  );
}

function FinderResults({
  asked,
  pages,
  rows,
  caption,
}: {
  asked: PaymentSearchInput | undefined;
  pages: ReturnType<typeof useFinderPages>;
  rows: PaymentSearchPage['rows'];
  caption: string;
}) {
  const { t } = useTranslation();
  // At 1024 x 700 the form fills the window: only the count and a first row showed under it.
  // Once a search has answered, its count line comes to the top with the rows under it.
  const countLine = useRef<HTMLParagraphElement>(null);
  const answered = asked !== undefined && !pages.isPending && !pages.isPlaceholderData;
  const searched = JSON.stringify(asked ?? null);
  useEffect(() => {
    if (answered)
      countLine.current?.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
    // Once per search: a later page of rows must not pull the view back.
  }, [answered, searched]);
  if (!asked) return <p className="empty">{t('finder.results.prompt')}</p>;
  if (pages.isPending) return <p role="status">{t('finder.results.searching')}</p>;
  if (pages.isError && rows.length === 0) {
    return (
      <ErrorNotice
        title={t('finder.results.failed')}
        error={toAppError(pages.error)}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  return (
    <>
      <p ref={countLine} role="status" className="muted list-count">
        {pages.isFetching && !pages.isFetchingNextPage ? (
          t('finder.results.searching')
        ) : (
          <FoundCount total={pages.data?.pages[0]?.total} shown={rows.length} />
        )}
      </p>
      {rows.length === 0 ? (
        <p className="empty">{t('finder.results.none')}</p>
      ) : (
        <FoundPaymentTable rows={rows} caption={caption} />
      )}
      <ListFoot
        pages={pages}
        refreshed={t('finder.results.refreshed')}
        more={t('finder.results.more')}
      />
    </>
  );
}

/**
 * The statuses to search by, each in the word its badge and its payment's page say (Not charged
 * yet, Charged, Rejected…), the API's code on hover: a person looking for a payment finds it by
 * the word the screen showed them. settlementWord gives each status a word of its own.
 */
function statusOptions(t: TFunction) {
  return PAYMENT_STATE_NAMES.map((status) => ({
    value: status,
    // The API's FAILED is also what an issuer's decline leaves, which the screens call
    // "Declined": the choice names both, so that payment is found by the word it showed.
    label:
      status === 'FAILED'
        ? t('finder.form.failedOrDeclined', {
            failed: settlementWord(t, settlementOf({ id: '', status })),
            declined: t('payments.badge.declined').toLowerCase(),
          })
        : settlementWord(t, settlementOf({ id: '', status })),
    title: status,
  }));
}
