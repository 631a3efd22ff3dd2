import { useTranslation } from 'react-i18next';
import { StatusBadge as Badge } from '../../ui/StatusBadge';
import { settlementTone, type Settlement } from './settlement';

/**
 * The payment's state in the shared badge, in words (colour alone tells nothing to a screen
 * reader or a colour-blind manager). An unknown API status is shown as sent.
 */
export function StatusBadge({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const text =
    settlement.state === 'other' && settlement.status
      ? settlement.status
      : t(`payments.badge.${settlement.state}`);
  return <Badge tone={settlementTone(settlement.state)}>{text}</Badge>;
}
