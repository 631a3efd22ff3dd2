import type { Payment } from '../../../../shared/schemas/payment';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import { Id } from '../../ui/Id';
import { moneyNumber } from '../money/format';
import { paymentHref } from '../money/links';
import { Fact } from '../../ui/Facts';
import { ApiValue } from '../../ui/ApiValue';
import { usePayment, useTransaction } from '../payments/queries';
import { paymentCurrency } from '../payments/settlement';
import { PaymentStatusWord } from '../money/PaymentStatusWord';
import { TransactionWord } from '../payments/transaction-words';
import { textOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { isRefused } from '../../../../shared/payment-states';
import { reversalRoom } from '../../../../shared/reversal-room';

type Possible =
  | 'authorized'
  | 'capturedPart'
  | 'capturedAll'
  | 'refunded'
  | 'cancelled'
  | 'notApproved'
  | 'unknown';

/** What the state machine allows next (api-notes "States"), so QA does not send a sure 409. */
export function possibleMoves(payment: Payment): Possible {
  switch (payment.status) {
    case 'AUTHORIZED':
      return 'authorized';
    case 'CAPTURED':
      // The rest is offered only while main would let it be captured: once a refund has
      // started, the amount field refuses any capture, and the summary must not offer one.
      return (reversalRoom(payment).capture ?? 0) > 0 ? 'capturedPart' : 'capturedAll';
    case 'REFUNDED':
      return 'refunded';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return isRefused(payment.status) ? 'notApproved' : 'unknown';
  }
}

/** The payment behind the transaction being reversed: its status and amounts at a glance. */
export function PaymentContext({ transactionId }: { transactionId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const transaction = useTransaction(transactionId);
  const paymentId = transaction.data?.payment_id ?? undefined;
  const payment = usePayment(paymentId);
  if (transactionId === undefined) return null;
  if (transaction.isPending) {
    return (
      <p role="status">{t('transactions.context.readingTransaction', { id: transactionId })}</p>
    );
  }
  if (transaction.isError) {
    return (
      <ErrorNotice
        title={t('transactions.context.transactionFailed', { id: transactionId })}
        error={toAppError(transaction.error)}
        onRetry={() => void transaction.refetch()}
      />
    );
  }
  if (paymentId === undefined) {
    return <p>{t('transactions.context.noPayment', { id: transactionId })}</p>;
  }
  if (payment.isPending) {
    return <p role="status">{t('transactions.context.readingPayment', { id: paymentId })}</p>;
  }
  if (payment.isError) {
    return (
      <ErrorNotice
        title={t('transactions.context.paymentFailed', { id: paymentId })}
        error={toAppError(payment.error)}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const p = payment.data;
  const currency = paymentCurrency(p);
  const amount = (value: unknown) => formatMoney(moneyNumber(value), currency, i18n.language);
  const notKnown = t('transactions.context.notKnown');
  const trx = transaction.data;
  return (
    <section className="money-context" aria-label={t('transactions.context.label')}>
      <dl className="facts">
        <Fact term={t('transactions.context.payment')}>
          <a href={paymentHref(p.id)}>
            <Id>{p.id}</Id>
          </a>
        </Fact>
        <Fact term={t('transactions.context.status')}>
          {p.status ? <PaymentStatusWord payment={p} /> : notKnown}
        </Fact>
        <Fact term={t('transactions.context.authorized')}>
          {amount(p.authorized_amount ?? p.initial_amount)}
        </Fact>
        <Fact term={t('transactions.context.captured')}>{amount(p.captured_amount)}</Fact>
        <Fact term={t('transactions.context.refunded')}>{amount(p.refunded_amount)}</Fact>
        <Fact term={t('transactions.context.captureMode')}>
          {p.capture?.mode ? <ApiValue code={p.capture.mode} /> : notKnown}
        </Fact>
        <Fact term={t('transactions.context.thisTransaction')}>
          <Id>{transactionId}</Id> (
          <TransactionWord which="type" read={fieldOf(trx, 'type', textOf)} />,{' '}
          <TransactionWord
            which="state"
            read={fieldOf(trx, 'status', textOf)}
            afterType={fieldOf(trx, 'type', textOf)}
          />
          )
        </Fact>
        <Fact term={t('transactions.context.possible')}>
          <PossibleMoves payment={p} />
        </Fact>
      </dl>
    </section>
  );
}

/**
 * What can be done next, with the amounts main would let a capture or refund move (the room it
 * judges the sent body by), so the summary and the amount field never disagree.
 */
function PossibleMoves({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const possible = possibleMoves(payment);
  const room = reversalRoom(payment);
  const money = (value: number | undefined) =>
    value === undefined || room.currency === undefined
      ? undefined
      : formatMoney(value, room.currency, i18n.language);
  const capture = money(room.capture);
  const refund = money(room.refund);
  switch (possible) {
    case 'authorized':
      return capture
        ? t('transactions.possibleUpTo.authorized', { capture })
        : t('transactions.possible.authorized');
    case 'capturedPart':
      return capture && refund
        ? t('transactions.possibleUpTo.capturedPart', { capture, refund })
        : t('transactions.possible.capturedPart');
    case 'capturedAll':
      return refund
        ? t('transactions.possibleUpTo.capturedAll', { refund })
        : t('transactions.possible.capturedAll');
    default:
      return t(`transactions.possible.${possible}`);
  }
}
