import { z } from 'zod';
import {
  PaymentCardNumber,
  Cvv,
  ExpirationMonth,
  ExpirationYear,
  HolderName,
  isExpired,
} from './instrument';
import { optionalText, PageInput, pageOf, ResourceId, Timestamp, whenValid } from './common';
import { ConfirmationCode } from './confirmation';
import { ExtraFields } from './json-object';
import { AboveCeilingConfirmed, AmountText, checkedAmount, Currency, Money } from './money';
import { toMinorUnits } from '../money';
import { tolerantObject } from './tolerant';
import { fieldReason } from '../validation-words';
import { TraceNumber } from './trace-number';

// ---- what the API answers: read tolerantly (shared/schemas/tolerant.ts) ----

export const TransactionType = z.enum([
  'AUTHORIZATION',
  'CAPTURE',
  'CANCELLATION',
  'REFUND',
  'REVERSAL',
  'ADJUSTMENT',
]);

const Text = z.string().nullish();

/** An amount as answers carry it: a number, a numeric string or `{value, currency}` (api-notes). */
export const MoneyValue = z.union([z.number(), z.string(), Money]);

export const Transaction = tolerantObject({
  id: z.string().default(''),
  type: Text,
  status: Text,
  status_detail: Text,
  amount: MoneyValue.nullish(),
  payment_id: Text,
  parent_transaction_id: Text,
  response_code: Text,
  response_code_description: Text,
  /** When the network saw it; the sandbox sends `""` when it has none. */
  timestamp: Timestamp.nullish(),
  created_at: Timestamp.nullish(),
  updated_at: Timestamp.nullish(),
  network_data: tolerantObject({}).nullish(),
});
export type Transaction = z.infer<typeof Transaction>;

export const PaymentInstrumentRef = tolerantObject({
  type: Text,
  id: Text,
  last_four_digits: Text,
  card_brand: Text,
  rail: tolerantObject({ id: Text, product: Text }).nullish(),
});

export const Payment = tolerantObject({
  id: z.string().default(''),
  status: Text,
  status_detail: Text,
  initial_amount: MoneyValue.nullish(),
  current_amount: MoneyValue.nullish(),
  authorized_amount: MoneyValue.nullish(),
  captured_amount: MoneyValue.nullish(),
  refunded_amount: MoneyValue.nullish(),
  currency: Text,
  country: Text,
  merchant_id: Text,
  /** The terminal's own reference (its trace number), what a store manager may have instead of the id. */
  external_client_trace_id: Text,
  capture: tolerantObject({ mode: Text }).nullish(),
  payment_instrument: PaymentInstrumentRef.nullish(),
  created_at: Timestamp.nullish(),
  updated_at: Timestamp.nullish(),
  transactions: z.array(Transaction).nullish(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentPage = pageOf(Payment);

/** Declines are 201 too: the transaction's status says what happened. */
export const AuthorizationAnswer = tolerantObject({
  payment_id: Text,
  instrument_id: Text,
  response_code: Text,
  response_code_description: Text,
  transaction: Transaction.nullish(),
  payment: Payment.nullish(),
});
export type AuthorizationAnswer = z.infer<typeof AuthorizationAnswer>;

// ---- what the console sends ----

/** The Device (terminal) object: `use_case` is ATTENDED, UNATTENDED or absent (2025-12-11). */
export const UseCase = z.enum(['ATTENDED', 'UNATTENDED'], {
  error: fieldReason('useCase'),
});

/**
 * The authorization body as the API knows it, checked after additional fields are merged in,
 * so that `{"terminal": {"use_case": "SOMETIMES"}}` typed in the JSON editor is refused too.
 */
export const AuthorizationBody = z.looseObject({
  merchant_id: ResourceId,
  payment_id: ResourceId.optional(),
  instrument: z.union([
    z.looseObject({ id: ResourceId }),
    z.looseObject({ type: z.literal('CARD'), card: z.looseObject({ number: z.string() }) }),
  ]),
  amount: z.looseObject({
    value: z.number().positive(),
    currency: Currency,
    tip: z.looseObject({ value: z.number().nonnegative() }).optional(),
  }),
  type: z.string().min(1),
  capture: z.looseObject({ mode: z.enum(['AUTOMATIC', 'MANUAL']) }).optional(),
  initiator: z.string().optional(),
  entry_mode: z.string().optional(),
  order_type: z.string().optional(),
  terminal: z.looseObject({ id: z.string().optional(), use_case: UseCase.optional() }).optional(),
  // The API's own rule, for one typed in the additional fields too (the simulator's: 1 to 64
  // printable characters without spaces).
  external_client_trace_id: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/, fieldReason('traceNumber'))
    .optional(),
});

/** A code the API names in capitals. Too long is said first: 5 KB is no upper-case code's typo. */
const CODE_MAX = 40;
const Word = (what: 'initiator' | 'entryMode' | 'orderType') =>
  optionalText(
    z
      .string()
      .max(CODE_MAX, fieldReason(`${what}TooLong`, { max: CODE_MAX }))
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, fieldReason(what))
      .optional(),
  );

export const RawCard = z
  .object({
    number: PaymentCardNumber,
    cvv: Cvv,
    expiration_month: ExpirationMonth,
    expiration_year: ExpirationYear,
    holder_name: HolderName,
  })
  .superRefine(
    (card, ctx) => {
      if (isExpired(card.expiration_month, card.expiration_year)) {
        ctx.addIssue({
          code: 'custom',
          path: ['expiration_year'],
          message: fieldReason('expired'),
        });
      }
    },
    { when: whenValid('expiration_month', 'expiration_year') },
  );

export const InstrumentChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stored'), id: ResourceId }),
  z.object({ kind: z.literal('card'), card: RawCard }),
]);

/**
 * The form's names for fields the API nests (`use_case` lives in `terminal`, `currency` and `tip`
 * in `amount`). Typed at the top of the additional fields they would travel as unknown top-level
 * fields, unchecked, while the person believes they set the real one.
 */
const NESTED_IN_BODY: Record<string, string> = {
  use_case: fieldReason('extraUseCase'),
  terminal_id: fieldReason('extraTerminalId'),
  capture_mode: fieldReason('extraCaptureMode'),
  currency: fieldReason('extraCurrency'),
  tip: fieldReason('extraTip'),
};

/** Additional fields of an authorization: a JSON object that does not mimic a form field. */
export const AuthorizationExtraFields = ExtraFields.superRefine((extra, ctx) => {
  for (const key of Object.keys(extra ?? {})) {
    // Own names only: "constructor" must not find Object's.
    const message = Object.hasOwn(NESTED_IN_BODY, key) ? NESTED_IN_BODY[key] : undefined;
    if (message) ctx.addIssue({ code: 'custom', path: [key], message });
  }
});

/**
 * The kinds of authorization the API takes; any other ("SALEX") it refuses, so it is refused
 * here, where the form, main and a scenario's Validate all read it.
 */
export const AUTHORIZATION_TYPES = ['SALE', 'PREAUTHORIZATION'] as const;

const authorizationFields = {
  merchant_id: ResourceId,
  instrument: InstrumentChoice,
  amount: AmountText,
  currency: Currency,
  tip: optionalText(AmountText.optional()),
  type: z
    .string({ error: fieldReason('chooseType') })
    .max(CODE_MAX, fieldReason('typeTooLong', { max: CODE_MAX }))
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, fieldReason('type'))
    .refine(
      (type) => !/^[A-Z][A-Z0-9_]{0,39}$/.test(type) || AUTHORIZATION_TYPES.some((t) => t === type),
      {
        error: (issue) =>
          fieldReason('typeNotTaken', {
            type: String(issue.input),
            types: AUTHORIZATION_TYPES.join(', '),
          }),
      },
    ),
  capture_mode: z.enum(['AUTOMATIC', 'MANUAL']).optional(),
  initiator: Word('initiator'),
  entry_mode: Word('entryMode'),
  order_type: Word('orderType'),
  terminal_id: optionalText(z.string().max(64, fieldReason('atMost64')).optional()),
  use_case: UseCase.optional(),
  /** The terminal's trace number, kept by the API on the payment: what the finder finds it by. */
  external_client_trace_id: optionalText(TraceNumber.optional()),
  extra: AuthorizationExtraFields,
  /** Production profiles in the browser host: the code it printed for this exact operation. */
  confirmation: ConfirmationCode.optional(),
  above_ceiling_confirmed: AboveCeilingConfirmed,
};

type Amounts = { amount: string; currency: string; tip?: string | undefined };

/** Decimals against the currency, amount and tip each on its own: one bad field hides no other. */
const withCheckedAmounts = <T extends z.ZodType<Amounts>>(schema: T) =>
  schema
    .superRefine(
      (value, ctx) => void checkedAmount(value.amount, value.currency, ctx, ['amount']),
      {
        when: whenValid('amount', 'currency'),
      },
    )
    .superRefine(
      (value, ctx) => {
        if (value.tip) checkedAmount(value.tip, value.currency, ctx, ['tip'], { allowZero: true });
      },
      { when: whenValid('tip', 'currency') },
    )
    .superRefine(
      (value, ctx) => {
        // The tip is part of the total in `amount`, as the API reads it; at the Tip field,
        // where the person put the number that does not fit.
        if (!value.tip) return;
        const tip = toMinorUnits(value.tip, value.currency);
        const total = toMinorUnits(value.amount, value.currency);
        if (tip !== null && total !== null && tip > total) {
          ctx.addIssue({ code: 'custom', path: ['tip'], message: TIP_ABOVE_AMOUNT });
        }
      },
      { when: whenValid('amount', 'tip', 'currency') },
    );

/** The tip is part of the amount: said at the Tip field, by the form and by main alike. */
export const TIP_ABOVE_AMOUNT = fieldReason('tipAboveAmount');

export const PaymentAuthorizationInput = withCheckedAmounts(z.object(authorizationFields));
export type PaymentAuthorizationInput = z.input<typeof PaymentAuthorizationInput>;

export const TransactionAuthorizationInput = withCheckedAmounts(
  z.object({ ...authorizationFields, payment_id: optionalText(ResourceId.optional()) }),
);
export type TransactionAuthorizationInput = z.input<typeof TransactionAuthorizationInput>;

export const PaymentGetInput = z.object({ id: ResourceId });
export const TransactionGetInput = z.object({ id: ResourceId });
export const PaymentListInput = PageInput.extend({
  status: optionalText(
    z
      .string()
      .regex(/^[A-Z_]{1,40}$/)
      .optional(),
  ),
  merchant_id: optionalText(ResourceId.optional()),
});
