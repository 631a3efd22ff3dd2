import type { UseFormRegisterReturn } from 'react-hook-form';
import { KNOWN_CURRENCIES } from '../../../shared/money';
import { SelectField } from './SelectField';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  /** The first option's words when none is chosen yet (a search's "choose one"); none: a code is always chosen. */
  choose?: string;
  /** The one currency a payment allows (a reversal goes in its payment's currency only). */
  only?: string | undefined;
};

/**
 * The one currency choice every form offers, from the one list of what the API charges in
 * (`shared/money.ts`), so no form lacks a currency another has and every amount typed is read
 * with its currency's own digits (JPY none, COP whole pesos).
 */
export function CurrencySelect({ label, registration, error, hint, choose, only }: Props) {
  const codes = only ? [only] : KNOWN_CURRENCIES;
  return (
    <SelectField
      label={label}
      registration={registration}
      error={error}
      {...(hint === undefined ? {} : { hint })}
      options={[
        ...(choose === undefined || only ? [] : [{ value: '', label: choose }]),
        ...codes.map((code) => ({ value: code, label: code })),
      ]}
    />
  );
}
