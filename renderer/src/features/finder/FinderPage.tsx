import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KNOWN_CURRENCIES, formatCount } from '../../../../shared/money';
import { PAYMENT_STATE_NAMES } from '../../../../shared/schemas/states';
import { useMirrorStatus } from '../../app/mirror-status';
import { go } from '../../app/router';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
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
import { FoundPaymentTable } from './FoundPaymentTable';
import { useFinderPages } from './queries';
import type { PaymentSearchPage } from '../../../../shared/schemas/payment-search';

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
          <SelectField
            label={t('finder.form.currency')}
            error={said(errors.currency?.message)}
            registration={register('currency')}
            options={[
              { value: '', label: t('finder.form.chooseCurrency') },
              ...KNOWN_CURRENCIES.map((code) => ({ value: code, label: code })),
            ]}
          />
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
          <SelectField
            label={t('finder.form.status')}
            error={said(errors.status?.message)}
            registration={register('status')}
            options={[
              { value: '', label: t('finder.form.anyStatus') },
              ...PAYMENT_STATE_NAMES.map((status) => ({
                value: status,
                label: t(`payments.status.${status}`),
                title: status,
              })),
            ]}
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
        asked={asked !== undefined}
        pages={pages}
        rows={loaded}
        language={language}
        caption={t('finder.results.caption')}
      />
    </div>
  );
}

/** While the first sync runs, an older payment may not be in the mirror yet: said, not hidden. */
function MirrorBehind() {
  const { t, i18n } = useTranslation();
  const status = useMirrorStatus();
  if (!status || status.apiTotal === null || status.mirrored >= status.apiTotal) return null;
  return (
    <p className="hint" role="note">
      {t('finder.results.behind', {
        mirrored: formatCount(status.mirrored, i18n.language),
        total: formatCount(status.apiTotal, i18n.language),
      })}
    </p>
  );
}

function FinderResults({
  asked,
  pages,
  rows,
  language,
  caption,
}: {
  asked: boolean;
  pages: ReturnType<typeof useFinderPages>;
  rows: PaymentSearchPage['rows'];
  language: string;
  caption: string;
}) {
  const { t } = useTranslation();
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
      <p role="status" className="muted list-count">
        {pages.isFetching && !pages.isFetchingNextPage
          ? t('finder.results.searching')
          : t('finder.results.count', {
              count: rows.length,
              shown: formatCount(rows.length, language),
            })}
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
