import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { amountText, operationName } from './report';
import { duplicateRisk } from './resend-words';

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
  const { t, i18n } = useTranslation();
  const amount = amountText(report, i18n.language);
  const risk = duplicateRisk(report, t);
  const operation = operationName(report, t);
  return (
    <ConfirmDialog
      open={open}
      title={t('money.sendAgain.title', { risk })}
      confirmLabel={t('money.sendAgain.confirm')}
      cancelLabel={t('money.sendAgain.cancel')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="money-confirm-question">
        {amount
          ? t('money.sendAgain.questionAmount', { operation, amount })
          : t('money.sendAgain.question', { operation })}
      </p>
      <p>
        {t('money.risk.notKnownToHonour')} {t('money.sendAgain.body', { risk })}
      </p>
    </ConfirmDialog>
  );
}
