import type { TFunction } from 'i18next';
import type { TeamStatus } from '../../../../shared/schemas/team';
import { formatDateTime } from '../../i18n/format';
import { readsOnly } from './role';
import { errorText } from '../../lib/error-text';

/**
 * The store's last failure in the person's language by main's reason, the technical cause (a
 * socket code such as ECONNREFUSED) kept after it for whoever runs the database.
 */
export function storeErrorWords(error: NonNullable<TeamStatus['lastError']>, t: TFunction): string {
  if (!error.reason) return error.message;
  const said = errorText({ message: error.message, reason: error.reason, params: error.params }, t);
  return error.detail ? `${said} (${error.detail})` : said;
}

/** The store's state in one sentence: connected, catching up, behind N, backing off, refused. */
export function teamStateWords(status: TeamStatus, t: TFunction, language: string): string {
  const count = status.behind;
  switch (status.state) {
    case 'off':
      return t('team.settings.states.off');
    case 'connecting':
      return t('team.settings.states.connecting');
    case 'refused':
      if (readsOnly(status)) {
        return t('team.settings.states.reading');
      }
      return t('team.settings.states.refused', {
        reason: status.lastError
          ? storeErrorWords(status.lastError, t)
          : (status.grantsNote ?? '—'),
      });
    case 'backing_off':
      return t('team.settings.states.backing_off', {
        count,
        time: status.retryAt ? formatDateTime(status.retryAt, language) : '—',
      });
    case 'shipping':
      return count > 0
        ? t('team.settings.states.shipping', { count })
        : t(
            status.unstored
              ? 'team.settings.states.caught_up_unstored'
              : 'team.settings.states.caught_up',
          );
    case 'caught_up':
      return count > 0
        ? t('team.settings.states.behind', { count })
        : // Sent is not stored: a store that took fewer than it was sent is not "every record".
          t(
            status.unstored
              ? 'team.settings.states.caught_up_unstored'
              : 'team.settings.states.caught_up',
          );
  }
}

/**
 * What the role may do. More than it needs (the trail could be altered with it) or nothing at all
 * is a problem to fix; insert-only (a store's console) or select-only (a supervisor's) is how the
 * README sets a team up, and is only said, so nobody wonders why a side is missing.
 */
export function grantsWords(
  status: TeamStatus,
  t: TFunction,
): { text: string; problem: boolean } | undefined {
  // Not read yet (still connecting): nothing to say rather than "it may do nothing".
  if (!status.configured || status.grants === 'unknown') return undefined;
  if (status.grants === 'more') return { text: t('team.settings.grants.more'), problem: true };
  if (!status.canShip && !status.canReadTeam) {
    return { text: t('team.settings.grants.cannotShip'), problem: true };
  }
  if (!status.canShip) return { text: t('team.settings.grants.readOnly'), problem: false };
  if (!status.canReadTeam) return { text: t('team.settings.grants.cannotRead'), problem: false };
  return undefined;
}
