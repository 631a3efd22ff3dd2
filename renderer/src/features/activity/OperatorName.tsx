import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '../../../../shared/schemas/activity';

/**
 * Who made an operation, as the provider said it (name, e-mail, and the subject at its issuer,
 * which no one can rename), or a local operator's name with the words that nothing verified it.
 * A row from a console that predates identities has only its line, shown as written.
 */
export function OperatorName({
  row,
}: {
  row: Pick<ActivityRow, 'operator' | 'operator_identity'>;
}) {
  const { t } = useTranslation();
  const identity = row.operator_identity;
  if (!identity) return <>{row.operator}</>;
  if (identity.kind === 'local') {
    return <>{t('activity.facts.operatorLocal', { name: identity.name })}</>;
  }
  const name = identity.name ?? identity.email ?? identity.subject;
  const who = identity.email && identity.email !== name ? `${name} <${identity.email}>` : name;
  return (
    <>
      {t('activity.facts.operatorVerified', {
        who,
        subject: identity.subject,
        issuer: identity.issuer,
      })}
    </>
  );
}
