import { formatMoney } from '../../../../shared/money';
import type { Confirmation } from '../../../../shared/schemas/operation';
import type { z } from 'zod';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { OPERATION_LABELS } from './report';

type ConfirmationValue = z.infer<typeof Confirmation>;

/**
 * What main will do, as main summarized it (not as the form believes it): amount, currency,
 * target, the card's last four and the profile, in plain words, before real money moves.
 */
export function ProductionConfirmDialog({
  confirmation,
  onConfirm,
  onCancel,
}: {
  confirmation: ConfirmationValue;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { summary } = confirmation;
  const amount = summary.amount
    ? formatMoney(summary.amount.value, summary.amount.currency)
    : 'No amount given';
  const card = summary.last_four ? `Card ending ${summary.last_four}` : 'Card not known';
  return (
    <ConfirmDialog
      open
      title={`Confirm on profile “${summary.profile}”`}
      confirmLabel="Confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="money-confirm-question">
        {OPERATION_LABELS[summary.operation]}: {amount}
        {summary.last_four ? ` on the card ending ${summary.last_four}` : ''}?
      </p>
      <p>This profile moves real money. Check every line before you confirm.</p>
      <dl className="facts">
        <div>
          <dt>Operation</dt>
          <dd>{OPERATION_LABELS[summary.operation]}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{summary.target}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{card}</dd>
        </div>
        <div>
          <dt>Profile</dt>
          <dd>{summary.profile}</dd>
        </div>
      </dl>
    </ConfirmDialog>
  );
}
