import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aboveCeiling, ceilingOf } from '../../../../shared/amount-ceilings';
import { formatMoney } from '../../../../shared/money';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** What the form adds to its input: the person's yes, or nothing below the ceiling. */
export type SecondLook = { above_ceiling_confirmed?: true };

interface Asking {
  amount: string;
  currency: string;
  answer: (yes: boolean) => void;
}

/**
 * An amount above its currency's ceiling (shared/amount-ceilings) gets a second look before it
 * is sent: a dialog that names the amount and the ceiling and opens on "Change the amount", so an
 * Enter out of habit does not send a billion. `check` resolves to what to add to the input, or
 * undefined when the person went back to change it; main refuses such an amount without the yes.
 */
export function useAmountSecondLook() {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<Asking>();

  const check = (
    amount: string | undefined,
    currency: string | undefined,
  ): Promise<SecondLook | undefined> => {
    if (!amount || !currency || !aboveCeiling(amount, currency)) return Promise.resolve({});
    return new Promise((resolve) =>
      setAsking({
        amount,
        currency,
        answer: (yes) => resolve(yes ? { above_ceiling_confirmed: true } : undefined),
      }),
    );
  };

  const answer = (yes: boolean) => {
    asking?.answer(yes);
    setAsking(undefined);
  };

  const money = (value: string | number, currency: string) =>
    formatMoney(value, currency, i18n.language);
  const dialog = asking ? (
    <ConfirmDialog
      open
      danger
      title={t('money.secondLook.title')}
      confirmLabel={t('money.secondLook.yes', { amount: money(asking.amount, asking.currency) })}
      cancelLabel={t('money.secondLook.change')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p className="money-confirm-question">
        {t('money.secondLook.question', { amount: money(asking.amount, asking.currency) })}
      </p>
      <p>
        {t('money.secondLook.why', {
          ceiling: money(ceilingOf(asking.currency) ?? 0, asking.currency),
          currency: asking.currency,
        })}
      </p>
    </ConfirmDialog>
  ) : null;

  return { check, dialog };
}
