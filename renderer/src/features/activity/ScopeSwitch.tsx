import { useTranslation } from 'react-i18next';
import type { ActivityFilter, ActivityScope } from '../../../../shared/schemas/activity';
import { useTeamStatus } from '../team/queries';
import { activityHref } from './filter-url';

/**
 * "This console" / "Team", when a team store is configured. The filters that mean the same in
 * both go along; who and which console only narrow the team's. A store this console may only
 * write to (an insert-only role) gets a sentence saying so instead of a switch that cannot work,
 * and one it has not reached yet says that, not a guess at its role.
 */
export function ScopeSwitch({ scope, filter }: { scope: ActivityScope; filter: ActivityFilter }) {
  const { t } = useTranslation();
  const status = useTeamStatus().data;
  const readable = status?.configured === true && status.canReadTeam;
  if (status?.configured && !status.canReadTeam && scope === 'console') {
    // Unknown grants mean the console has not reached the store yet: nothing is known of its role.
    return (
      <p className="notice activity-team-note">
        {t(status.grants === 'unknown' ? 'team.activity.notReached' : 'team.activity.cannotRead')}
      </p>
    );
  }
  // Shown on a team address too, so there is always a way back to this console's journal.
  if (!readable && scope === 'console') return null;
  const { operator: _operator, approver: _approver, console: _console, ...shared } = filter;
  const option = (value: ActivityScope, label: string, href: string) => (
    <a
      href={href}
      className={value === scope ? 'scope-option scope-current' : 'scope-option'}
      aria-current={value === scope ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <nav className="activity-scope" aria-label={t('team.activity.scope')}>
      <span className="activity-scope-label">{t('team.activity.scope')}</span>
      {option('console', t('team.activity.thisConsole'), activityHref(shared))}
      {option('team', t('team.activity.team'), activityHref(filter, 'team'))}
    </nav>
  );
}
