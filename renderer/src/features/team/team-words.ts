import type { TFunction } from 'i18next';
import type { TeamStatus } from '../../../../shared/schemas/team';
import { formatDateTime } from '../../i18n/format';

/** The store's state in one sentence: connected, catching up, behind N, backing off, refused. */
export function teamStateWords(status: TeamStatus, t: TFunction, language: string): string {
  const count = status.behind;
  switch (status.state) {
    case 'off':
      return t('team.settings.states.off');
    case 'connecting':
      return t('team.settings.states.connecting');
    case 'refused':
      return t('team.settings.states.refused', {
        reason: status.lastError?.message ?? status.grantsNote ?? '—',
      });
    case 'backing_off':
      return t('team.settings.states.backing_off', {
        count,
        time: status.retryAt ? formatDateTime(status.retryAt, language) : '—',
      });
    case 'shipping':
      return count > 0
        ? t('team.settings.states.shipping', { count })
        : t('team.settings.states.caught_up');
    case 'caught_up':
      return count > 0
        ? t('team.settings.states.behind', { count })
        : t('team.settings.states.caught_up');
  }
}

/**
 * What the role may do, when it is not exactly what the console needs: more (the trail could be
 * altered with it) is said first, since it is the one that weakens the audit trail.
 */
export function grantsWords(status: TeamStatus, t: TFunction): string | undefined {
  if (!status.configured) return undefined;
  if (status.grants === 'more') return t('team.settings.grants.more');
  if (!status.canShip) return t('team.settings.grants.cannotShip');
  if (!status.canReadTeam) return t('team.settings.grants.cannotRead');
  return undefined;
}
