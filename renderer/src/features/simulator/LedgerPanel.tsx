import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import { LedgerQuery } from '../../../../shared/schemas/simulator-control';
import { useFieldMessage } from '../../i18n/validation';
import { transactionTypeOf } from '../../i18n/status-word';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { DateTime } from '../../ui/DateTime';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextField } from '../../ui/TextField';

/** The simulator's ledger keeps `{value, currency}`; anything else is shown as sent. */
function amountText(amount: unknown, language: string): string {
  if (typeof amount === 'object' && amount !== null && 'value' in amount) {
    const { value, currency } = amount as { value: unknown; currency?: unknown };
    if (typeof value === 'number') {
      return formatMoney(value, typeof currency === 'string' ? currency : null, language);
    }
  }
  return JSON.stringify(amount);
}

/** Every money effect on one payment and the idempotency key it came with. */
export function LedgerPanel({ initialPaymentId }: { initialPaymentId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const fm = useFieldMessage();
  const [paymentId, setPaymentId] = useState(initialPaymentId);
  const { register, handleSubmit, formState } = useForm<{ paymentId: string }>({
    resolver: zodResolver(LedgerQuery),
    defaultValues: { paymentId: initialPaymentId ?? '' },
  });
  const ledger = useQuery({
    queryKey: queryKeys.simulator.ledger(paymentId ?? ''),
    queryFn: () => call(api().simulator.ledger({ paymentId: paymentId ?? '' })),
    enabled: paymentId !== undefined,
  });
  return (
    <section className="card" aria-labelledby="simulator-ledger">
      <h2 id="simulator-ledger">{t('simulator.ledger.heading')}</h2>
      <p className="hint">{t('simulator.ledger.hint')}</p>
      <form
        className="inline-form"
        role="search"
        aria-label={t('simulator.ledger.show')}
        noValidate
        onSubmit={(e) => void handleSubmit((values) => setPaymentId(values.paymentId))(e)}
      >
        <TextField
          label={t('simulator.ledger.paymentId')}
          placeholder="pay-…"
          autoComplete="off"
          spellCheck={false}
          error={fm(formState.errors.paymentId?.message)}
          registration={register('paymentId')}
        />
        <button type="submit">{t('simulator.ledger.show')}</button>
      </form>
      {paymentId !== undefined && ledger.isError && (
        <ErrorNotice
          title={t('simulator.ledger.failed')}
          error={toAppError(ledger.error)}
          onRetry={() => void ledger.refetch()}
        />
      )}
      {paymentId !== undefined && ledger.data?.length === 0 && (
        <p className="muted">{t('simulator.ledger.empty', { id: paymentId })}</p>
      )}
      {paymentId !== undefined && ledger.data && ledger.data.length > 0 && (
        <table className="data-table">
          <caption>{t('simulator.ledger.title', { id: paymentId })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('simulator.ledger.seq')}</th>
              <th scope="col">{t('simulator.ledger.at')}</th>
              <th scope="col">{t('simulator.ledger.effect')}</th>
              <th scope="col">{t('simulator.ledger.transaction')}</th>
              <th scope="col">{t('simulator.ledger.amount')}</th>
              <th scope="col">{t('simulator.ledger.key')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.map((entry) => (
              <tr key={entry.seq}>
                <td>{entry.seq}</td>
                <td>
                  <DateTime value={entry.at} />
                </td>
                <td title={entry.kind}>{transactionTypeOf(t, entry.kind)}</td>
                <td>
                  <code>{entry.transaction_id}</code>
                </td>
                <td>{amountText(entry.amount, i18n.language)}</td>
                <td>
                  {entry.idempotency_key ? (
                    <code>{entry.idempotency_key}</code>
                  ) : (
                    <span className="muted">{t('simulator.ledger.noKey')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
