import { useTranslation } from 'react-i18next';
import type { RoleMapSummary } from '../../../../shared/schemas/confirmation';
import type { Role } from '../../../../shared/schemas/operator';
import { operatorWords } from '../../i18n/operator-words';
import { ConfirmFacts } from './ConfirmFacts';

/** Each operation whose roles would change, as main planned it against the map in force. */
export function RoleMapConfirmFacts({ summary }: { summary: RoleMapSummary }) {
  const { t } = useTranslation();
  const roles = (list: readonly Role[]) =>
    list.length > 0
      ? list.map((role) => t(`frame.roleNames.${role}`)).join(', ')
      : t('money.roleMap.noRoles');
  return (
    <ConfirmFacts
      question={t('money.roleMap.question')}
      warning={t('money.roleMap.warning')}
      facts={[
        [t('money.roleMap.operation'), summary.operation],
        [
          t('money.roleMap.changes'),
          summary.changes.map((c) => (
            <div key={c.channel}>
              {t('money.roleMap.change', {
                channel: c.channel,
                before: roles(c.before),
                after: roles(c.after),
              })}
            </div>
          )),
        ],
        !!summary.operator && [t('money.roleMap.operator'), operatorWords(summary.operator, t)],
      ]}
    />
  );
}
