import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../app/ProfileIndicator';
import { go } from '../../app/router';
import { toAppError } from '../../lib/api';
import { isApprovalWaiting } from '../../lib/error-text';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { usePayment } from '../payments/queries';
import { EveryForm, type AreaForms } from '../money/area-forms';
import { useMoneyOperation } from '../money/useMoneyOperation';
import type { Payment } from '../../../../shared/schemas/payment';
import { WithoutIdPanel } from '../finder/WithoutIdPanel';
import type { PosLookup } from '../finder/outcome-search';
import { FindPaymentForm } from './FindPaymentForm';
import { PaymentSummary } from './PaymentSummary';
import { PosOutcomePanel } from './PosOutcomePanel';
import { cardText, posPlan } from './pos-text';

interface PosProps {
  initialPaymentId: string | undefined;
  /** What an unknown outcome's journal knows, when it sent the person here without an id. */
  lookup?: PosLookup;
  /** That unknown outcome's operation: sent along for main to settle if the payment fits. */
  resolves?: string;
}

const FORMS = {
  'pos:cancelOrRefund': (props) => <CancelOrRefund {...props} />,
} satisfies AreaForms<'pos', PosProps>;

/** `#/pos`: the point of sale's forms. */
export function PosPage(props: PosProps) {
  return <EveryForm forms={FORMS} props={props} />;
}

/**
 * Cancel-or-refund for store managers: find the payment, check it is the customer's, press
 * one button. The API decides between cancelling and refunding, and reports one already done.
 */
function CancelOrRefund({ initialPaymentId, lookup, resolves }: PosProps) {
  const { t, i18n } = useTranslation();
  const [paymentId, setPaymentId] = useState(initialPaymentId);
  const [asking, setAsking] = useState(false);
  // What the field holds now: "could not find pay-x" must not stand beside another id.
  const [typed, setTyped] = useState(initialPaymentId ?? '');
  const lookupIsForField = typed.trim() === paymentId;
  const payment = usePayment(paymentId);
  const money = useMoneyOperation('pos:cancelOrRefund');
  const production = useAppInfo().data?.profile.production;
  const outcome = money.report?.outcome;
  const confirmed = outcome !== 'unknown' && outcome !== 'pending';
  // Once it waits for a supervisor, pressing again would only ask again for the same payment.
  const waiting = isApprovalWaiting(money.error);

  const find = (id: string) => {
    money.clear();
    setTyped(id);
    setPaymentId(id);
  };
  const send = () => {
    setAsking(false);
    if (paymentId) void money.submit({ payment_id: paymentId, ...(resolves ? { resolves } : {}) });
  };
  // On production, main's own confirmation (same facts, plus the profile) replaces this one;
  // while the profile is not known yet, this one is asked first and main's may follow.
  const start = () => (production === true ? send() : setAsking(true));

  return (
    <>
      <PageTitle>{t('pos.title')}</PageTitle>
      <p className="pos-intro">{t('pos.intro')}</p>
      <FindPaymentForm
        initialId={initialPaymentId}
        busy={money.busy}
        onFind={find}
        onEdit={setTyped}
      />
      {!paymentId && !money.report && <WithoutId lookup={lookup} resolves={resolves} />}
      {payment.isPending && paymentId && <p role="status">{t('pos.find.looking')}</p>}
      {payment.isError && lookupIsForField && (
        <ErrorNotice
          title={t(
            toAppError(payment.error).code === 'not_found'
              ? 'pos.find.notFound'
              : 'pos.find.unread',
            { id: paymentId },
          )}
          error={toAppError(payment.error)}
          onRetry={() => void payment.refetch()}
        />
      )}
      {/* The payment found belongs to the id that was looked up: once the field names another,
          its summary and its button (which would act on the old payment) step aside. */}
      {payment.data && lookupIsForField && (
        <>
          <PaymentSummary payment={payment.data} confirmed={confirmed} />
          {!money.report && !waiting && (
            <div className="form-actions">
              <button
                type="button"
                className="button-primary pos-button"
                disabled={money.busy}
                aria-busy={money.busy}
                onClick={start}
              >
                {t('pos.action.button')}
              </button>
              <span role="status" className="muted">
                {money.busy ? t('pos.action.working') : ''}
              </span>
            </div>
          )}
        </>
      )}
      {money.error && lookupIsForField && (
        <ApiErrorBlock title={t('pos.action.nothingDone')} error={money.error} />
      )}
      {money.report && (
        <PosOutcomePanel
          key={money.report.operation_id}
          report={money.report}
          onReport={money.replaceReport}
        />
      )}
      {asking && payment.data && (
        <ConfirmDialog
          open
          title={t('pos.action.confirmTitle')}
          confirmLabel={t('pos.action.confirmYes')}
          cancelLabel={t('pos.action.confirmNo')}
          danger
          onConfirm={send}
          onCancel={() => setAsking(false)}
        >
          <PosQuestion payment={payment.data} language={i18n.language} />
          <p>{t('pos.action.cardLine', { card: cardText(payment.data, t) })}</p>
        </ConfirmDialog>
      )}
      {money.dialog}
    </>
  );
}

/**
 * "I don't have the payment id", for the store manager whose terminal never got an answer: the
 * candidate picked opens this page again with its id, as a link from a receipt would.
 */
function WithoutId({
  lookup,
  resolves,
}: {
  lookup: PosLookup | undefined;
  resolves: string | undefined;
}) {
  const { t } = useTranslation();
  // Sent from an unknown outcome, the search is the errand: open, filled, saying why.
  const [open, setOpen] = useState(lookup !== undefined);
  return open ? (
    <WithoutIdPanel
      onPick={(id) =>
        go({ to: '/pos', search: { payment: id, ...(resolves ? { resolves } : {}) } })
      }
      {...(lookup ? { prefill: lookup } : {})}
    />
  ) : (
    <p>
      <button type="button" className="button-link" onClick={() => setOpen(true)}>
        {t('finder.pos.open')}
      </button>
    </p>
  );
}

/** The confirmation's question, from what the payment's figures say will happen. */
function PosQuestion({ payment, language }: { payment: Payment; language: string }) {
  const { t } = useTranslation();
  const plan = posPlan(payment, language);
  const last4 = payment.payment_instrument?.last_four_digits ?? t('pos.card.notKnown');
  return plan.kind === 'nothing' ? (
    <>
      <p className="money-confirm-question">{t('pos.plan.nothing')}</p>
      <p>{t(`pos.plan.why.${plan.why}`, { amount: plan.amount })}</p>
    </>
  ) : (
    <p className="money-confirm-question">
      {plan.kind === 'withdraw'
        ? t('pos.plan.withdraw', { amount: plan.amount, capture: plan.capture, last4 })
        : t(`pos.plan.${plan.kind}`, { amount: plan.amount, last4 })}
    </p>
  );
}
