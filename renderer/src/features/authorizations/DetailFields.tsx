import type { TFunction } from 'i18next';
import { AUTHORIZATION_TYPES } from '../../../../shared/schemas/payment';
import type { UseFormReturn } from 'react-hook-form';
import { CurrencySelect } from '../../ui/CurrencySelect';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { apiValueLabel } from '../../i18n/api-values';
import { emptyAsUndefined } from '../money/fields';
import type { AuthorizationOutput, AuthorizationValues } from './form-values';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import type { Messages } from '../../i18n/messages';

type Form = UseFormReturn<AuthorizationValues, unknown, AuthorizationOutput>;

const CAPTURE_MODES = ['MANUAL', 'AUTOMATIC'];
const INITIATORS = ['CUSTOMER', 'MERCHANT'];
/** The Device's use_case (2025-12-11): the API refuses any other value, and accepts none. */
const USE_CASES = ['ATTENDED', 'UNATTENDED'];

/** The API's codes in the chosen language, each with its code on hover. */
const codeOptions = (codes: string[], t: TFunction) =>
  codes.map((c) => ({ value: c, label: apiValueLabel(t, c), title: c }));

const withNotSent = (codes: string[], notSent: string, t: TFunction) => [
  { value: '', label: notSent },
  ...codeOptions(codes, t),
];

/**
 * Amount, kind of payment and the Device (terminal) fields of an authorization. `capturesAtOnce`:
 * only the built-in simulator's friendly dialect captures an AUTOMATIC payment in the same
 * answer; the reference dialect and the real sandbox settle that capture later.
 */
export function DetailFields({ form, capturesAtOnce }: { form: Form; capturesAtOnce: boolean }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const d = (key: keyof Messages['authorizations']['details']) =>
    t(`authorizations.details.${key}`);
  return (
    <>
      <div className="field-row">
        <TextField
          label={d('amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={d('amountHint')}
          error={fm(errors.amount?.message)}
          registration={register('amount')}
        />
        <CurrencySelect
          label={d('currency')}
          error={fm(errors.currency?.message)}
          registration={register('currency')}
        />
        <TextField
          label={d('tip')}
          inputMode="decimal"
          autoComplete="off"
          hint={d('tipHint')}
          error={fm(errors.tip?.message)}
          registration={register('tip')}
        />
      </div>
      <div className="field-row">
        <SelectField
          label={d('type')}
          options={codeOptions([...AUTHORIZATION_TYPES], t)}
          error={fm(errors.type?.message)}
          registration={register('type')}
        />
        <SelectField
          label={d('captureMode')}
          options={codeOptions(CAPTURE_MODES, t)}
          hint={d(capturesAtOnce ? 'captureModeHint' : 'captureModeHintLater')}
          error={fm(errors.capture_mode?.message)}
          registration={register('capture_mode', { setValueAs: emptyAsUndefined })}
        />
        <SelectField
          label={d('initiator')}
          options={withNotSent(INITIATORS, d('notSent'), t)}
          error={fm(errors.initiator?.message)}
          registration={register('initiator')}
        />
      </div>
      <div className="field-row">
        <TextField
          label={d('entryMode')}
          autoComplete="off"
          spellCheck={false}
          placeholder={d('entryModePlaceholder')}
          error={fm(errors.entry_mode?.message)}
          registration={register('entry_mode')}
        />
        <TextField
          label={d('orderType')}
          autoComplete="off"
          spellCheck={false}
          placeholder={d('orderTypePlaceholder')}
          error={fm(errors.order_type?.message)}
          registration={register('order_type')}
        />
      </div>
      <div className="field-row">
        <TextField
          label={d('terminalId')}
          autoComplete="off"
          spellCheck={false}
          error={fm(errors.terminal_id?.message)}
          registration={register('terminal_id')}
        />
        <SelectField
          label={d('useCase')}
          options={withNotSent(USE_CASES, d('notSent'), t)}
          hint={d('useCaseHint')}
          error={fm(errors.use_case?.message)}
          registration={register('use_case', { setValueAs: emptyAsUndefined })}
        />
        <TextField
          label={d('trace')}
          autoComplete="off"
          spellCheck={false}
          hint={d('traceHint')}
          error={fm(errors.external_client_trace_id?.message)}
          registration={register('external_client_trace_id')}
        />
      </div>
    </>
  );
}
