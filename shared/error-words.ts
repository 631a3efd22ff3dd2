import { CONFIRMATION_REASON_WORDS } from './confirmation-reason-words';
import type { AppError, ErrorCode, ErrorReason } from './errors';
import { fail } from './result';
import { FRAME_REASON_WORDS } from './frame-reason-words';
import { REPLAY_REASON_WORDS } from './replay-reason-words';
import { fieldText } from './validation-words';

/**
 * What each reason main names for a failure says in English, every one: main words its own
 * messages with it. The renderer's catalogs take each part with the area that shows it.
 */
export const REASON_WORDS: Record<ErrorReason, string> = {
  ...FRAME_REASON_WORDS,
  ...REPLAY_REASON_WORDS,
  ...CONFIRMATION_REASON_WORDS,
};

/** A reason's English words with what they name put in (`{{profile}}`, as the screens do). */
export function reasonText(reason: ErrorReason, params: Record<string, string> = {}): string {
  return REASON_WORDS[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * Main's refusal as it crosses IPC: the reason and what it names, for the page to say in the
 * person's language, and its English as the message, for the log.
 */
export function refuse(
  code: ErrorCode,
  reason: ErrorReason,
  params?: Record<string, string>,
  extra: Omit<AppError, 'code' | 'message' | 'reason' | 'params'> = {},
): { ok: false; error: AppError } {
  return fail(code, reasonText(reason, params), {
    reason,
    ...(params ? { params } : {}),
    ...extra,
  });
}

/**
 * Main's refusal of a form's input: each field's reason crosses IPC in `fields` for the page to
 * say at the field in the person's language, and the first one's English is the message, for
 * the log.
 */
export function refuseFields(
  fields: Record<string, string>,
  otherwise = 'Invalid input',
): { ok: false; error: AppError } {
  const first = Object.entries(fields)[0];
  return fail('validation', first ? `${first[0]}: ${fieldText(first[1])}` : otherwise, { fields });
}
