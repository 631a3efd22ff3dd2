import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { formatMoney } from '../../../../shared/money';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { OperationResult } from '../money/OperationResult';
import { useAmountSecondLook } from '../money/useAmountSecondLook';
import { useMoneyOperation } from '../money/useMoneyOperation';
import { AmountPrompt } from './AmountPrompt';
import { authorizationOf } from './next-moves';
import { settlementOf } from './settlement';

/** Capture what is left to take, or refund what is left to give back, from the payment itself. */
export function MoneyActions({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<'CAPTURE' | 'REFUND'>();
  const money = useMoneyOperation('transactions:reverse');
  const secondLook = useAmountSecondLook();
  const s = settlementOf(payment);
  const auth = authorizationOf(payment);
  const currency = s.currency;
  if (!auth || !currency) return null;
  const offers = [
    ['CAPTURE', s.capturable],
    ['REFUND', s.refundable],
  ] as const;
  const available = offers.filter(([, left]) => left > 0);
  if (available.length === 0 && !money.report && !money.error) return null;
  return (
    <section aria-labelledby="payment-money-actions" className="money-actions-panel">
      <h2 id="payment-money-actions">{t('payments.actions.title')}</h2>
      {!open && (
        <div className="form-actions">
          {available.map(([type, left]) => (
            <button
              key={type}
              type="button"
              onClick={() => {
                money.clear();
                setOpen(type);
              }}
            >
              {t(`payments.actions.${type === 'CAPTURE' ? 'capture' : 'refund'}`, {
                amount: formatMoney(left, currency, i18n.language),
              })}
            </button>
          ))}
        </div>
      )}
      {open && (
        <AmountPrompt
          key={open}
          type={open}
          transactionId={auth.id}
          currency={currency}
          left={open === 'CAPTURE' ? s.capturable : s.refundable}
          busy={money.busy}
          onClose={() => setOpen(undefined)}
          onSend={async (values) => {
            // Above its currency's ceiling, the same second look as the reversal form: main
            // refuses such an amount without the person's yes, and this prompt had no way to give it.
            const look = await secondLook.check(values.amount, values.currency);
            if (!look) return;
            const result = await money.submit({ ...values, ...look });
            if (result.status === 'sent') setOpen(undefined);
          }}
        />
      )}
      {money.error && (
        <ApiErrorBlock title={t('payments.actions.nothingSent')} notSent error={money.error} />
      )}
      {money.report && <OperationResult key={money.report.operation_id} report={money.report} />}
      {money.dialog}
      {secondLook.dialog}
    </section>
  );
}
