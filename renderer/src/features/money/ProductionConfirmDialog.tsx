import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../../shared/money';
import { ConfirmationCode, type ConfirmationPrompt } from '../../../../shared/schemas/confirmation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';

const CodeForm = z.object({ code: ConfirmationCode });
type CodeForm = z.infer<typeof CodeForm>;

/**
 * What main is about to do, as main summarized it from the exact request (not as the form
 * believes it), beside a field for the code main printed in the terminal where the console
 * runs: a channel the page cannot read, so only the person can confirm.
 */
export function ProductionConfirmDialog({
  prompt,
  problem,
  onConfirm,
  onCancel,
}: {
  prompt: ConfirmationPrompt;
  /** Why the last code did not work (wrong, expired), when one was typed. */
  problem?: string;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { summary } = prompt;
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: zodResolver(CodeForm),
    defaultValues: { code: '' },
  });
  const confirm = handleSubmit(({ code }) => onConfirm(code));
  const amount = summary.amount
    ? formatMoney(summary.amount.value, summary.amount.currency)
    : undefined;
  const question = summary.changes
    ? `${summary.operation}: ${summary.changes.join(', ')}?`
    : `${summary.operation}: ${amount ?? 'no amount given'}${summary.last_four ? ` on the card ending ${summary.last_four}` : ''}?`;
  return (
    <ConfirmDialog
      open
      title={`Confirm on profile “${summary.profile}”`}
      confirmLabel="Confirm"
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p className="money-confirm-question">{question}</p>
      <p>
        {summary.changes
          ? 'This lowers the protection of a profile that moves real money.'
          : 'This profile moves real money. Check every line before you confirm.'}
      </p>
      <dl className="facts">
        <div>
          <dt>Operation</dt>
          <dd>{summary.operation}</dd>
        </div>
        {summary.changes ? (
          <div>
            <dt>Changes</dt>
            <dd>{summary.changes.join('; ')}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Amount</dt>
              <dd>{amount ?? 'No amount given'}</dd>
            </div>
            <div>
              <dt>Card</dt>
              <dd>{summary.last_four ? `Card ending ${summary.last_four}` : 'Card not known'}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Target</dt>
          <dd>{summary.target}</dd>
        </div>
        <div>
          <dt>Profile</dt>
          <dd>
            {summary.profile} ({summary.base_url})
          </dd>
        </div>
      </dl>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <TextField
          label="Code printed in the terminal"
          hint="Type the code printed in the terminal where the console runs. It is valid for two minutes."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={formState.errors.code?.message}
          registration={register('code')}
        />
      </form>
    </ConfirmDialog>
  );
}
