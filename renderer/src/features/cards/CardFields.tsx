import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
import type { InstrumentCreateInput } from '../../../../shared/schemas/instrument';
import { messageAt } from '../../lib/field-errors';
import { TextField } from '../../ui/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';

export type CardKey = keyof InstrumentCreateInput;

export const CARD_FIELDS = [
  'holder_name',
  'number',
  'cvv',
  'expiration_month',
  'expiration_year',
  'service_code',
  'sequence_number',
] as const satisfies readonly CardKey[];

export const EMPTY_CARD: InstrumentCreateInput = {
  holder_name: '',
  number: '',
  cvv: '',
  expiration_month: '',
  expiration_year: '',
  service_code: '',
  sequence_number: '',
};

/** Registration and current error of one card field, wherever the card sits in its form. */
export type BindCard = (name: CardKey) => {
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/**
 * Binds the card fields found under `prefix` (`''`, `'card.'`, `'instruments.0.card.'`, …).
 * The path is built at run time, which React Hook Form's typed paths cannot follow: the
 * caller's schema is what guarantees every card key exists there.
 */
export function bindCard<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  prefix = '',
): BindCard {
  return (name) => {
    const path = `${prefix}${name}`;
    return { registration: register(path as Path<T>), error: messageAt(errors, path) };
  };
}

type Props = {
  bind: BindCard;
  /** The hint under the card number. Without one there is no number nor CVV: they cannot be edited. */
  numberHint?: string;
  /** Service code and sequence number: marked optional when creating, left out of authorizations. */
  codes?: 'optional' | 'unmarked' | 'none';
};

/**
 * The card fields of every card form. Validation is the enclosing form's resolver's. No field
 * has a maxLength: the browser would drop the extra character without a word ("1234" becoming
 * "123"), so the schema says what the field takes instead.
 */
export function CardFields({ bind, numberHint, codes = 'optional' }: Props) {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const field = (name: CardKey) => {
    const { registration, error } = bind(name);
    return { registration, error: fm(error), autoComplete: 'off', spellCheck: false };
  };
  const optional = (label: string) =>
    codes === 'optional' ? t('instruments.card.optional', { label }) : label;
  return (
    <>
      <TextField label={t('instruments.card.holder')} {...field('holder_name')} />
      {numberHint !== undefined && (
        <TextField
          label={t('instruments.card.number')}
          inputMode="numeric"
          hint={numberHint}
          {...field('number')}
        />
      )}
      <div className="field-row">
        <TextField
          label={t('instruments.card.month')}
          inputMode="numeric"
          placeholder={t('instruments.card.monthPlaceholder')}
          {...field('expiration_month')}
        />
        <TextField
          label={t('instruments.card.year')}
          inputMode="numeric"
          placeholder={t('instruments.card.yearPlaceholder')}
          {...field('expiration_year')}
        />
        {numberHint !== undefined && (
          <TextField
            label={t('instruments.card.cvv')}
            type="password"
            inputMode="numeric"
            {...field('cvv')}
          />
        )}
      </div>
      {codes !== 'none' && (
        <div className="field-row">
          <TextField
            label={optional(t('instruments.card.serviceCode'))}
            inputMode="numeric"
            {...field('service_code')}
          />
          <TextField
            label={optional(t('instruments.card.sequenceNumber'))}
            inputMode="numeric"
            {...field('sequence_number')}
          />
        </div>
      )}
    </>
  );
}
