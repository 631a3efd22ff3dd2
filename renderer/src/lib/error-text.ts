import type { TFunction } from 'i18next';
import { isConfirmationReason, isReplayReason } from '../../../shared/frame-reason-words';
import type { AppError, ErrorReason } from '../../../shared/errors';
import { hasWords, type MessageKey } from '../i18n/keys';
import { en as frameWords } from '../i18n/areas/frame';
import { formatTimeOfDay } from '../i18n/format';
import { translateValidation } from '../i18n/validation';
import { namesItsField, readFieldReason } from '../../../shared/validation-words';

/**
 * Where a reason's words are: with the screens that can meet it (a replay's in Activity's area, a
 * confirmation's in the money area, which every screen that can ask for one loads), the rest with
 * the frame's. The first screen does not carry the lazy areas' words: were one of those reasons
 * shown where its area is not loaded, main's English (the default below) would show, so the
 * area is named apart from the key rather than as a key the first screen must have loaded.
 */
export function reasonKey(reason: ErrorReason): MessageKey {
  const replay = 'activity';
  const confirmation = 'money';
  if (isReplayReason(reason)) return `${replay}.reasons.${reason}`;
  if (isConfirmationReason(reason)) return `${confirmation}.reasons.${reason}`;
  return `frame.errors.${reason}`;
}

/**
 * A message with an HTTP status and no reason of main's is the API's own (English) words: it is
 * quoted as the API's so nobody reads it as the console's, and staff can quote it to support.
 */
export function isApiWords(
  error: Pick<AppError, 'reason' | 'status'> & { code?: AppError['code'] },
): boolean {
  // `internal` is the console's own failure (a journal it could not read), whatever its status.
  return error.reason === undefined && error.status !== undefined && error.code !== 'internal';
}

/**
 * Main's own failures in the chosen language, by the reason main gave them and what it names
 * (`params`: a console, a profile); the API's words quoted as the API's; anything else (a reason
 * whose words this screen has not loaded) is shown as main wrote it.
 */
export function errorText(
  error: Pick<AppError, 'message' | 'reason' | 'params' | 'status'> & {
    code?: AppError['code'];
  } & Pick<Partial<AppError>, 'fields'>,
  t: TFunction,
): string {
  if (error.reason) {
    return t(reasonKey(error.reason), {
      ...shownParams(error.params, t),
      ...roleParams(error.params, t),
      defaultValue: error.message,
    });
  }
  // A refused field: main's message is the first field's English, `fields` has its reason.
  const [field, reason] = Object.entries(error.fields ?? {})[0] ?? [];
  if (field !== undefined && reason !== undefined && readFieldReason(reason)) {
    const said = translateValidation(reason, t);
    if (namesItsField(reason)) return said;
    const name = hasWords(frameWords.apiError.fieldName, field)
      ? t(`frame.apiError.fieldName.${field}`)
      : field;
    return `${name}: ${said}`;
  }
  return isApiWords(error) ? t('frame.apiError.apiSaid', { text: error.message }) : error.message;
}

/** Main kept the request for a supervisor instead of sending it: a state, not a failure. */
export const isApprovalWaiting = (error: AppError | undefined): boolean =>
  error?.reason === 'approval_waiting' ||
  error?.reason === 'approval_waiting_no_amount' ||
  error?.reason === 'approval_already_waiting';

/**
 * A refusal by role names the roles and the operation as codes (`store-manager`,
 * `instruments:create`) for the log; a person reads them in words.
 */
function roleParams(params: AppError['params'], t: TFunction): AppError['params'] {
  if (!params?.role || !params.operation) return {};
  const roles = params.role
    .split(', ')
    .map((role) => (hasWords(frameWords.roleNames, role) ? t(`frame.roleNames.${role}`) : role))
    .join(', ');
  // As the catalogs key a channel (`area_verb`): i18next reads `:` as a namespace separator.
  const key: string = params.operation.replace(':', '_');
  const operation = hasWords(frameWords.operationNames, key)
    ? t(`frame.operationNames.${key}`)
    : t('frame.thisAction');
  return { role: roles, operation };
}

/**
 * Main names an approval's times (asked since, expires) as instants; a person reads them as
 * this computer's time of day, written as every screen writes one in the reader's language.
 */
function shownParams(params: AppError['params'], t: TFunction): AppError['params'] {
  if (!params) return params;
  const shown = { ...params };
  for (const key of ['expires', 'since'] as const) {
    const instant = params[key];
    if (instant && !Number.isNaN(new Date(instant).getTime())) {
      shown[key] = formatTimeOfDay(instant, t('common.language.code'));
    }
  }
  return shown;
}
