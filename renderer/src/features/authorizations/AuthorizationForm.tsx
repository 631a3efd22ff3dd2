import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldErrors } from '../../../../shared/errors';
import { parseExtraFields } from '../../../../shared/schemas/json-object';
import { AuthorizationExtraFields } from '../../../../shared/schemas/payment';
import type { Profile } from '../../../../shared/schemas/profile';
import { readingAmounts } from '../../lib/amount-input';
import { fieldWords } from '../../lib/field-errors';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { TextField } from '../../ui/TextField';
import { useOneSubmit } from '../money/fields';
import { OperationResult } from '../money/OperationResult';
import { useAmountSecondLook } from '../money/useAmountSecondLook';
import { useMoneyOperation } from '../money/useMoneyOperation';
import { useStaleResult } from '../money/stale-result';
import { DetailFields } from './DetailFields';
import { ExtraFieldsEditor } from './ExtraFieldsEditor';
import {
  AuthorizationSchema,
  defaultsFor,
  sortFieldErrors,
  withTestCard,
  toInput,
  type AuthorizationMode,
  type AuthorizationOutput,
  type AuthorizationValues,
} from './form-values';
import { InstrumentFields } from './InstrumentFields';
import { takeTestCard } from '../simulator/card-handoff';
import { NextMoves } from './NextMoves';
import { SentTrace } from './SentTrace';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';

const AMOUNT_FIELDS = ['amount', 'tip'] as const;

/** The payment and the transaction authorization forms: one form, two channels. */
export function AuthorizationForm({
  mode,
  profile,
}: {
  mode: AuthorizationMode;
  profile: Profile | undefined;
}) {
  const money = useMoneyOperation(
    mode === 'payment' ? 'payments:authorize' : 'transactions:authorize',
  );
  const { t, i18n } = useTranslation();
  // A test card chosen in Simulator → Test cards, handed over once in memory.
  const [testCard] = useState(() =>
    profile?.allowRawCards === true ? takeTestCard('authorization') : undefined,
  );
  const form = useForm<AuthorizationValues, unknown, AuthorizationOutput>({
    // Amounts are typed in the chosen language ("1.234,56"); the schema judges the API's text.
    resolver: readingAmounts(zodResolver(AuthorizationSchema), AMOUNT_FIELDS, i18n.language),
    mode: 'onTouched',
    defaultValues: withTestCard(defaultsFor(profile?.defaultMerchantId), testCard),
  });
  const { register, handleSubmit, setValue, setError, setFocus, formState, control, getValues } =
    form;
  const secondLook = useAmountSecondLook();
  const kind = useWatch({ control, name: 'instrument.kind' });
  const watched = useWatch({ control });
  const allowExtra = profile?.allowExtraFields === true;
  const allowRaw = profile?.allowRawCards === true;
  const [extraText, setExtraText] = useState('');
  const [extraError, setExtraError] = useState<string>();
  const [unplaced, setUnplaced] = useState<Record<string, string>>({});
  const editor = useRef<HTMLTextAreaElement>(null);
  const shown = useStaleResult({ watched, extraText });
  const fm = useFieldMessage();
  const say = (message: string) => fm(message) ?? message;

  const checkExtra = (text = extraText) => {
    // Where the editor is hidden, nothing typed in it earlier may travel.
    const parsed = parseExtraFields(allowExtra ? text : '');
    // The same rule main applies to the input: a refusal shows here before anything is sent.
    const checked = parsed.ok ? AuthorizationExtraFields.safeParse(parsed.value) : undefined;
    const refused =
      checked?.success === false ? Object.values(fieldErrors(checked.error)).map(say) : [];
    const problem = parsed.ok ? refused.join('\n') || undefined : parsed.message;
    setExtraError(problem);
    return problem === undefined ? parsed : { ok: false as const, message: problem };
  };

  const onValid = async (values: AuthorizationOutput) => {
    const extra = checkExtra();
    if (!extra.ok) {
      editor.current?.focus();
      return;
    }
    const input = toInput(values, extra.value, mode);
    const look = await secondLook.check(input.amount, input.currency);
    if (!look) {
      setFocus('amount');
      return;
    }
    const result = await money.submit({ ...input, ...look });
    if (result.status === 'ignored') return;
    // main has seen the card: it must not stay on screen, whatever the answer.
    if (kind === 'card') {
      setValue('instrument.card.number', '');
      setValue('instrument.card.cvv', '');
    }
    shown.markSent({ watched: getValues(), extraText });
    // An API that refused a field (a 400 naming `amount.tip.value`) is answered at that field
    // too, like main's own refusals; the result panel still shows the API's whole answer.
    const refusal =
      result.status === 'refused'
        ? result.error
        : result.status === 'sent' && result.report.outcome === 'failed'
          ? result.report.error
          : undefined;
    const fields = refusal?.fields;
    if (!refusal || !fields) {
      setUnplaced({});
      return;
    }
    const quoted = fieldWords(refusal, t);
    const sorted = sortFieldErrors(fields, extra.value, (message) => say(quoted(message)));
    sorted.placed.forEach(([name, message], index) =>
      setError(name, { type: 'server', message: quoted(message) }, { shouldFocus: index === 0 }),
    );
    if (sorted.atEditor.length > 0) setExtraError(sorted.atEditor.join('\n'));
    setUnplaced(result.status === 'refused' ? sorted.unplaced : {});
  };

  // The JSON is checked with the rest, so every problem shows at once and nothing is sent.
  const onSubmit = useOneSubmit(async (event) => {
    checkExtra();
    await handleSubmit(onValid)(event);
  });
  const busy = formState.isSubmitting || money.busy;

  return (
    <div className="form-layout">
      <form
        className="form money-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(`authorizations.${mode}.submit`)}
      >
        <div className="field-row">
          <TextField
            label={t('authorizations.merchantId')}
            autoComplete="off"
            spellCheck={false}
            error={fm(formState.errors.merchant_id?.message)}
            registration={register('merchant_id')}
          />
          {mode === 'transaction' && (
            <TextField
              label={t('authorizations.paymentId')}
              autoComplete="off"
              spellCheck={false}
              hint={t('authorizations.paymentIdHint')}
              error={fm(formState.errors.payment_id?.message)}
              registration={register('payment_id')}
            />
          )}
        </div>
        <InstrumentFields form={form} allowRawCards={allowRaw} />
        <DetailFields
          form={form}
          capturesAtOnce={
            profile?.kind === 'simulator' && (profile.simulatorDialect ?? 'friendly') === 'friendly'
          }
        />
        {allowExtra ? (
          <ExtraFieldsEditor
            value={extraText}
            error={fm(extraError)}
            onChange={(text) => {
              setExtraText(text);
              // A refusal shown here is judged again as the text changes: left to the blur, it
              // vanished as the pointer pressed Authorize, the button moved up under it, and
              // that click was lost.
              if (extraError !== undefined) checkExtra(text);
            }}
            onBlur={() => checkExtra()}
            textareaRef={editor}
          />
        ) : (
          <p className="hint">
            {t('authorizations.extraHidden', {
              profile: profile?.name ?? t('authorizations.unknownProfile'),
            })}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {t(`authorizations.${mode}.submit`)}
          </button>
          <span role="status" className="muted">
            {busy ? t(`authorizations.${mode}.busy`) : ''}
          </span>
        </div>
      </form>
      <div className="money-aside">
        {money.error && !shown.stale && (
          <ApiErrorBlock
            title={t('authorizations.nothingSent')}
            notSent
            error={money.error}
            unplaced={unplaced}
          />
        )}
        {money.report && (
          <OperationResult
            key={money.report.operation_id}
            report={money.report}
            stale={shown.stale}
            renderNext={(report) => (
              <>
                <SentTrace report={report} />
                <NextMoves report={report} />
              </>
            )}
          />
        )}
      </div>
      {money.dialog}
      {secondLook.dialog}
    </div>
  );
}
