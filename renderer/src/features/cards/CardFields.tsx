import type { UseFormRegisterReturn } from 'react-hook-form';
import type { InstrumentCreateInput } from '../../../../shared/schemas/instrument';
import { TextField } from '../../ui/TextField';

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
 * The fields of the instruments' create form, for a card nested in a user form. Validation is
 * `InstrumentCreateInput`'s, applied by the enclosing form's resolver.
 */
export function CardFields({ bind }: { bind: BindCard }) {
  const field = (name: CardKey) => {
    const { registration, error } = bind(name);
    return { registration, error, autoComplete: 'off', spellCheck: false };
  };
  return (
    <>
      <TextField label="Cardholder name" {...field('holder_name')} />
      <TextField
        label="Card number"
        inputMode="numeric"
        hint="The card number and CVV are cleared after every submission that reaches the API."
        {...field('number')}
      />
      <div className="field-row">
        <TextField
          label="Expiry month"
          inputMode="numeric"
          placeholder="MM"
          maxLength={2}
          {...field('expiration_month')}
        />
        <TextField
          label="Expiry year"
          inputMode="numeric"
          placeholder="YYYY"
          maxLength={4}
          {...field('expiration_year')}
        />
        <TextField
          label="CVV"
          type="password"
          inputMode="numeric"
          maxLength={4}
          {...field('cvv')}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Service code (optional)"
          inputMode="numeric"
          maxLength={3}
          {...field('service_code')}
        />
        <TextField
          label="Sequence number (optional)"
          inputMode="numeric"
          maxLength={3}
          {...field('sequence_number')}
        />
      </div>
    </>
  );
}
