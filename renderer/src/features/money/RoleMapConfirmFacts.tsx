import { useTranslation } from 'react-i18next';
import type { RoleMapSummary } from '../../../../shared/schemas/confirmation';
import type { Role } from '../../../../shared/schemas/operator';
import { operatorWords } from '../../i18n/operator-words';

/** Each operation whose roles would change, as main planned it against the map in force. */
export function RoleMapConfirmFacts({ summary }: { summary: RoleMapSummary }) {
  const { t } = useTranslation();
  const roles = (list: readonly Role[]) =>
    list.length > 0
      ? list.map((role) => t(`settings.roles.names.${role}`)).join(', ')
      : t('money.roleMap.noRoles');
  return (
    <>
      <p className="money-confirm-question">{t('money.roleMap.question')}</p>
      <p>{t('money.roleMap.warning')}</p>
      <dl className="facts">
        <div>
          <dt>{t('money.roleMap.operation')}</dt>
          <dd>{summary.operation}</dd>
        </div>
        <div>
          <dt>{t('money.roleMap.changes')}</dt>
          <dd>
            {summary.changes.map((c) => (
              <div key={c.channel}>
                {t('money.roleMap.change', {
                  channel: c.channel,
                  before: roles(c.before),
                  after: roles(c.after),
                })}
              </div>
            ))}
          </dd>
        </div>
        {summary.operator && (
          <div>
            <dt>{t('money.roleMap.operator')}</dt>
            <dd>{operatorWords(summary.operator, t)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
