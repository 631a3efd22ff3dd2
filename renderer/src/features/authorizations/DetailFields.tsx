import type { UseFormReturn } from 'react-hook-form';
import { KNOWN_CURRENCIES } from '../../../../shared/money';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { emptyAsUndefined } from '../money/fields';
import type { AuthorizationOutput, AuthorizationValues } from './form-values';

type Form = UseFormReturn<AuthorizationValues, unknown, AuthorizationOutput>;

const CURRENCIES = KNOWN_CURRENCIES.map((c) => ({ value: c, label: c }));
const TYPES = [
  { value: 'SALE', label: 'SALE' },
  { value: 'PREAUTHORIZATION', label: 'PREAUTHORIZATION' },
];
const CAPTURE_MODES = [
  { value: 'MANUAL', label: 'MANUAL' },
  { value: 'AUTOMATIC', label: 'AUTOMATIC' },
];
const INITIATORS = [
  { value: '', label: 'Not sent' },
  { value: 'CUSTOMER', label: 'CUSTOMER' },
  { value: 'MERCHANT', label: 'MERCHANT' },
];
/** The Device's use_case (2025-12-11): the API refuses any other value, and accepts none. */
const USE_CASES = [
  { value: '', label: 'Not sent' },
  { value: 'ATTENDED', label: 'ATTENDED' },
  { value: 'UNATTENDED', label: 'UNATTENDED' },
];

/** Amount, kind of payment and the Device (terminal) fields of an authorization. */
export function DetailFields({ form }: { form: Form }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <div className="field-row">
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In major units, e.g. 25.50"
          error={errors.amount?.message}
          registration={register('amount')}
        />
        <SelectField
          label="Currency"
          options={CURRENCIES}
          error={errors.currency?.message}
          registration={register('currency')}
        />
        <TextField
          label="Tip (optional)"
          inputMode="decimal"
          autoComplete="off"
          hint="Part of the amount"
          error={errors.tip?.message}
          registration={register('tip')}
        />
      </div>
      <div className="field-row">
        <SelectField
          label="Type"
          options={TYPES}
          error={errors.type?.message}
          registration={register('type')}
        />
        <SelectField
          label="Capture mode"
          options={CAPTURE_MODES}
          hint="AUTOMATIC captures at once"
          error={errors.capture_mode?.message}
          registration={register('capture_mode', { setValueAs: emptyAsUndefined })}
        />
        <SelectField
          label="Initiator"
          options={INITIATORS}
          error={errors.initiator?.message}
          registration={register('initiator')}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Entry mode (optional)"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. CHIP"
          error={errors.entry_mode?.message}
          registration={register('entry_mode')}
        />
        <TextField
          label="Order type (optional)"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. ONLINE"
          error={errors.order_type?.message}
          registration={register('order_type')}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Terminal id (optional)"
          autoComplete="off"
          spellCheck={false}
          error={errors.terminal_id?.message}
          registration={register('terminal_id')}
        />
        <SelectField
          label="Use case"
          options={USE_CASES}
          hint="Sent in the terminal object; “Not sent” leaves it out."
          error={errors.use_case?.message}
          registration={register('use_case', { setValueAs: emptyAsUndefined })}
        />
      </div>
    </>
  );
}
