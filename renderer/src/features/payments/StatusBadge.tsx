import { useTranslation } from 'react-i18next';
import { StatusBadge as Badge } from '../../ui/StatusBadge';
import { settlementTone, settlementWord, type Settlement } from './settlement';

/**
 * The payment's state in the shared badge, in words (colour alone tells nothing to a screen
 * reader or a colour-blind manager). An unknown API status is shown as sent.
 */
export function StatusBadge({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  return (
    <Badge tone={settlementTone(settlement.state)} code={settlement.status}>
      {settlementWord(t, settlement)}
    </Badge>
  );
}
