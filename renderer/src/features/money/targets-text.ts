import type { TFunction } from 'i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';

const TARGETS = ['payment', 'transaction', 'merchant', 'instrument', 'card', 'user'] as const;

/** "payment pay-7, merchant mer-1": what an operation was about, in the person's language. */
export function targetsText(targets: OperationReport['targets'], t: TFunction): string {
  const parts = TARGETS.flatMap((target) => {
    const id = targets[target === 'card' ? 'card' : (`${target}_id` as const)];
    return id ? [t(`money.targets.${target}`, { id })] : [];
  });
  return parts.length > 0 ? parts.join(', ') : t('money.targets.none');
}
