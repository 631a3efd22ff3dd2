import { useTranslation } from 'react-i18next';
import { settlementTone, type Settlement } from './settlement';

/**
 * The payment's state as a coloured badge that also says it in words (colour alone tells
 * nothing to a screen reader or a colour-blind manager). An unknown API status is shown as sent.
 */
export function StatusBadge({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const text =
    settlement.state === 'other' && settlement.status
      ? settlement.status
      : t(`payments.badge.${settlement.state}`);
  return (
    <span className={`status-badge status-badge-${settlementTone(settlement.state)}`}>{text}</span>
  );
}
