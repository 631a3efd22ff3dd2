import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice, HttpFacts } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ApiSays } from '../../ui/ApiSays';
import { ShownApiValue } from '../../ui/ApiValue';
import { RawJson } from '../../ui/RawJson';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf, setAsideOf } from '../../../../shared/schemas/set-aside';
import { ShownText, Unexpected } from '../../ui/Shown';
import { ShownAmount, ShownDateTime } from '../../ui/ShownFormats';
import {
  currencyOf,
  apiAmountText,
  paymentAmount,
  paymentCardRead,
  text,
} from '../../lib/payment-reads';
import { PaymentStatusWord } from '../money/PaymentStatusWord';
import { MoneyActions } from './MoneyActions';
import { NextMoves } from './NextMoves';
import { usePayment } from './queries';
import { settlementOf } from './settlement';
import { settlementText } from './settlement-text';
import { TransactionTimeline } from './TransactionTimeline';
import { useSimulatorStatus } from '../simulator/queries';
import { SimulatorResetNote } from '../scenarios/SimulatorResetNote';

export function PaymentDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const payment = usePayment(id);
  // What the simulator itself recorded, keys included, where its controls can be reached.
  const simulator = useSimulatorStatus().data?.available === true;
  return (
    <>
      <PageTitle>{t('payments.detail.title', { id })}</PageTitle>
      <p>
        <a href={hrefOf({ to: '/payments' })}>{t('payments.detail.back')}</a>
        {simulator && (
          <>
            {' · '}
            <a href={hrefOf({ to: '/simulator', search: { payment: id } })}>
              {t('payments.detail.simulatorLedger')}
            </a>
          </>
        )}
      </p>
      {payment.isPending ? (
        <p role="status">{t('payments.detail.loading')}</p>
      ) : payment.data !== undefined ? (
        <>
          {payment.isRefetchError && (
            <ErrorNotice
              title={t('payments.detail.refreshError')}
              error={toAppError(payment.error)}
              onRetry={() => void payment.refetch()}
            />
          )}
          <PaymentView payment={payment.data} />
        </>
      ) : toAppError(payment.error).code === 'not_found' ? (
        <>
          <p className="notice notice-error" role="alert">
            {t('payments.detail.notFound', { id })}
            <HttpFacts error={toAppError(payment.error)} />
          </p>
          <SimulatorResetNote />
        </>
      ) : (
        <ErrorNotice
          title={t('payments.detail.loadError')}
          error={toAppError(payment.error)}
          onRetry={() => void payment.refetch()}
        />
      )}
    </>
  );
}

function PaymentView({ payment: p }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const currency = currencyOf(p);
  const s = settlementOf(p);
  const amounts: Array<[string, Payment['current_amount'], string?]> = [
    [t('payments.amounts.authorized'), s.authorized],
    [t('payments.amounts.captured'), s.capturedKnown ? s.captured : null],
    [t('payments.amounts.refunded'), s.capturedKnown ? s.refunded : p.refunded_amount],
    // What the Capture and Refund buttons offer, by the same figures: the API's `current_amount`
    // (captured less refunded) read "Still at stake: USD 20.00" beside "Capture (up to 100.00)".
    [
      t('payments.amounts.leftToCapture'),
      s.capturable,
      // A 0.00 there says why, or it reads as money lost.
      s.uncapturedAfterRefund ? t('payments.amounts.noCaptureAfterRefund') : undefined,
    ],
    [t('payments.amounts.leftToRefund'), s.capturedKnown ? s.refundable : null],
  ];
  const instrumentId = p.payment_instrument?.id;
  return (
    <>
      <p className="payment-status">
        <strong>{settlementText(s, t, i18n.language)}</strong>
      </p>
      <p className="muted">
        {/* The list's badge word, the API's code on hover: "Partly refunded" here too, never
            the code's own word ("Charged") beside the list's. */}
        {t('payments.detail.statusWord')} <PaymentStatusWord payment={p} />
        {p.status_detail && (
          <>
            {' · '}
            <ApiSays text={p.status_detail} />
          </>
        )}
      </p>
      <section aria-labelledby="payment-amounts">
        <h2 id="payment-amounts">{t('payments.amounts.title')}</h2>
        <dl className="amounts">
          {amounts.map(([term, amount, note]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{apiAmountText(amount, currency, i18n.language)}</dd>
              {note && <dd className="hint">{note}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <MoneyActions payment={p} />
      <dl className="facts">
        <div>
          <dt>{t('payments.detail.currency')}</dt>
          <dd>{text(currency)}</dd>
        </div>
        <div>
          <dt>{t('payments.detail.initial')}</dt>
          <dd>
            <ShownAmount read={paymentAmount(p, 'initial_amount')} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.merchant')}</dt>
          <dd>
            <ShownText read={fieldOf(p, 'merchant_id', textOf)} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.trace')}</dt>
          <dd>
            <ShownText read={fieldOf(p, 'external_client_trace_id', textOf)} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.captureMode')}</dt>
          <dd>
            <ShownApiValue read={fieldOf(p.capture, 'mode', textOf)} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.card')}</dt>
          <dd>
            <ShownText read={paymentCardRead(p)} />
            {instrumentId && (
              <>
                {' '}
                (
                <a href={hrefOf({ to: '/instruments/$id', params: { id: instrumentId } })}>
                  {instrumentId}
                </a>
                )
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.created')}</dt>
          <dd>
            <ShownDateTime read={fieldOf(p, 'created_at', timestampOf)} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.detail.updated')}</dt>
          <dd>
            <ShownDateTime read={fieldOf(p, 'updated_at', timestampOf)} />
          </dd>
        </div>
      </dl>
      <NextMoves payment={p} />
      <TransactionTimeline transactions={p.transactions ?? []} currency={currency} />
      {'transactions' in setAsideOf(p) && (
        <p>
          {t('payments.detail.transactionsAsSent')} <Unexpected raw={setAsideOf(p).transactions} />
        </p>
      )}
      <RawJson label={t('payments.detail.raw')} value={p} />
    </>
  );
}
