import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { recordedOperator } from '../../../../shared/operator-label';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import { operatorWords } from '../../i18n/operator-words';

/**
 * Who made an operation, as the provider said it (name, e-mail, and the subject at its issuer,
 * which no one can rename), or a local operator's name with the words that nothing verified it.
 * A row from a console that predates identities has only its line, read as a local operator's.
 */
export function OperatorName({
  row,
}: {
  row: Pick<ActivityRow, 'operator' | 'operator_identity'>;
}) {
  const { t } = useTranslation();
  return <>{operatorText(row, t)}</>;
}

/** The same words as a string, for a list's cell or a title. */
export function operatorText(
  row: Pick<ActivityRow, 'operator' | 'operator_identity'>,
  t: TFunction,
): string {
  return operatorWords(recordedOperator(row.operator, row.operator_identity), t);
}
