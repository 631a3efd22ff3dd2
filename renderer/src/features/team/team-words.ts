import type { TFunction } from 'i18next';
import { formatCount } from '../../../../shared/money';
import type { StoreWords, TeamStatus } from '../../../../shared/schemas/team';
import { grantPowersOf } from '../../../../shared/team-grant-words';
import { readFieldReason } from '../../../../shared/validation-words';
import { formatDateTime } from '../../i18n/format';
import { translateValidation } from '../../i18n/validation';
import { readsOnly } from './role';
import { errorText } from '../../lib/error-text';

/** Params main sends as digits: a limit and schema versions, said in the reader's format. */
const FIGURES = ['max', 'current', 'needs'] as const;

/**
 * Main's words in the person's language by its reason: figures in the reader's format, a role's
 * powers listed in the reader's words; the technical cause (a socket code such as ECONNREFUSED)
 * kept after it for whoever runs the database. Without a reason, main's English as it is.
 */
export function storeErrorWords(
  error: Partial<StoreWords> & { message: string },
  t: TFunction,
  language: string,
): string {
  if (!error.reason) return error.message;
  const params: Record<string, string> = { ...error.params };
  for (const name of FIGURES) {
    const value = params[name];
    if (value !== undefined && /^\d+$/.test(value))
      params[name] = formatCount(Number(value), language);
  }
  // A URL's field reason (a saved URL refused) is said as its field would say it.
  if (params.field !== undefined && readFieldReason(params.field)) {
    params.why = translateValidation(params.field, t);
  }
  const powers = grantPowersOf(params.powerCodes);
  if (powers.length > 0) {
    params.powers = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      powers.map((power) => t(`team.settings.powers.${power}`)),
    );
  }
  const said = errorText({ message: error.message, reason: error.reason, params }, t);
  return error.detail ? `${said} (${error.detail})` : said;
}

/** What the role may do, said in the person's language (main's English for an older main). */
export function grantsNoteWords(
  status: TeamStatus,
  t: TFunction,
  language: string,
): string | undefined {
  if (!status.grantsNote) return undefined;
  return storeErrorWords({ ...status.grantsWhy, message: status.grantsNote }, t, language);
}

/** Why the last record set aside was, in the person's language when main gave its reason. */
export function setAsideWords(
  last: NonNullable<TeamStatus['setAside']>['last'],
  t: TFunction,
  language: string,
): string {
  return storeErrorWords({ ...last.why, message: last.reason }, t, language);
}

/** The store's state in one sentence: connected, catching up, behind N, backing off, refused. */
export function teamStateWords(status: TeamStatus, t: TFunction, language: string): string {
  const count = status.behind;
  // A figure in the reader's format ("12.000" in Spanish), not i18next's `count`, which is raw.
  const records = formatCount(count, language);
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
          ? storeErrorWords(status.lastError, t, language)
          : (grantsNoteWords(status, t, language) ?? '—'),
      });
    case 'backing_off':
      return t('team.settings.states.backing_off', {
        records,
        time: status.retryAt ? formatDateTime(status.retryAt, language) : '—',
      });
    case 'shipping':
      return count > 0
        ? t('team.settings.states.shipping', { records })
        : t(
            status.unstored
              ? 'team.settings.states.caught_up_unstored'
              : 'team.settings.states.caught_up',
          );
    case 'caught_up':
      return count > 0
        ? t('team.settings.states.behind', { records })
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
