import type { OperationReport } from '../../../../shared/schemas/operation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { amountText } from './report';
import { duplicateRisk, NOT_KNOWN_TO_HONOUR } from './resend-words';

/**
 * The only way to resend where the API is not known to honour the key: the operator reads that
 * it may charge twice and says so. Main refuses the resend without that answer.
 */
export function SendAgainDialog({
  report,
  open,
  onConfirm,
  onCancel,
}: {
  report: OperationReport;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const amount = amountText(report);
  return (
    <ConfirmDialog
      open={open}
      title={`Send again? It may ${duplicateRisk(report)}`}
      confirmLabel="Send again anyway"
      cancelLabel="Do not send"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="money-confirm-question">
        {report.label}
        {amount ? ` of ${amount}` : ''} may already have gone through.
      </p>
      <p>
        {NOT_KNOWN_TO_HONOUR} If the first request reached it, sending again (same key, same
        request) may {duplicateRisk(report)}. Check its status first when you can.
      </p>
    </ConfirmDialog>
  );
}
