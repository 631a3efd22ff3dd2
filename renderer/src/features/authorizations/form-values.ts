import type { z } from 'zod';
import type { MoneyInput } from '../money/useMoneyOperation';
import { TransactionAuthorizationInput } from '../../../../shared/schemas/payment';
import { namesItsField } from '../../../../shared/validation-words';

/*
 * One schema for both forms: a transaction authorization is a payment authorization plus an
 * optional payment_id, so the payment form validates with it and simply never has a payment id.
 */
export const AuthorizationSchema = TransactionAuthorizationInput;
export type AuthorizationValues = z.input<typeof AuthorizationSchema>;
export type AuthorizationOutput = z.output<typeof AuthorizationSchema>;
export type AuthorizationMode = 'payment' | 'transaction';
export type AuthorizationInput = MoneyInput<'transactions:authorize'>;

export const FORM_FIELDS = [
  'merchant_id',
  'payment_id',
  'instrument.id',
  'instrument.card.number',
  'instrument.card.cvv',
  'instrument.card.expiration_month',
  'instrument.card.expiration_year',
  'instrument.card.holder_name',
  'amount',
  'currency',
  'tip',
  'type',
  'capture_mode',
  'initiator',
  'entry_mode',
  'order_type',
  'terminal_id',
  'use_case',
  'external_client_trace_id',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export function defaultsFor(merchantId: string | undefined): AuthorizationValues {
  return {
    merchant_id: merchantId ?? '',
    payment_id: '',
    instrument: { kind: 'stored', id: '' },
    amount: '',
    currency: 'USD',
    tip: '',
    type: 'SALE',
    capture_mode: 'MANUAL',
    initiator: '',
    entry_mode: '',
    order_type: '',
    terminal_id: '',
    use_case: undefined,
    external_client_trace_id: '',
  };
}

/** A typed card with only its number: the person fills the rest, and the form checks it all. */
export function withTestCard(
  values: AuthorizationValues,
  number: string | undefined,
): AuthorizationValues {
  if (number === undefined) return values;
  return {
    ...values,
    instrument: {
      kind: 'card',
      card: {
        number,
        cvv: '',
        expiration_month: '',
        expiration_year: '',
        holder_name: '',
      },
    },
  };
}

export function toInput(
  values: AuthorizationOutput,
  extra: Record<string, unknown> | undefined,
  mode: AuthorizationMode,
): AuthorizationInput {
  const { payment_id, ...rest } = values;
  return {
    ...rest,
    ...(mode === 'transaction' && payment_id ? { payment_id } : {}),
    ...(extra && Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/**
 * Sorts main's field errors, keyed by the form's fields (main maps the API's paths): a path
 * under a key typed in the additional fields belongs to the editor (e.g. `terminal.use_case`
 * from `{"terminal": {...}}`), a form field to itself, and the rest to the error block, so
 * nothing main said is lost.
 */
export function sortFieldErrors(
  fields: Record<string, string> | undefined,
  extra: Record<string, unknown> | undefined,
  /** The editor's lines are joined into one text, so each is put in the chosen language here. */
  say: (message: string) => string = (message) => message,
) {
  const placed: Array<[FormField, string]> = [];
  const atEditor: string[] = [];
  const unplaced: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const top = path.split('.')[0] ?? path;
    const field = FORM_FIELDS.find((f) => f === path);
    if (top === 'extra' || (extra && top in extra)) {
      atEditor.push(namesItsField(message) ? say(message) : `${path}: ${say(message)}`);
    } else if (field) placed.push([field, message]);
    else unplaced[path] = message;
  }
  return { placed, atEditor, unplaced };
}
