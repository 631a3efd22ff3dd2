import { z } from 'zod';
import { ConfirmationPrompt } from './schemas/confirmation';

/**
 * Every failure that crosses IPC is one of these codes plus a human message; the renderer
 * never parses exception text. `outcome_unknown` is kept apart from `server` and `timeout`
 * because for a money-moving call it means "do not assume it failed".
 */
export const ErrorCode = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'network',
  'timeout',
  'outcome_unknown',
  'server',
  'rate_limited',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Why main's own failure happened, as a key the screens translate (`cut`: the connection was cut
 * before the API answered); the message stays main's English sentence for anything else.
 */
export const ErrorReason = z.enum([
  'refused',
  'dns',
  'cut',
  'tls',
  'network',
  'timeout',
  'server',
  // The API answered an error without words of its own: only its HTTP status is known.
  'http_status',
  'in_progress',
  'rate_limited',
  // The API answered more (bytes or nesting) than the console reads: what it said is not known.
  'too_large',
  // Main itself failed after a request may have left: what the API did is not known.
  'interrupted',
  // The page named a profile (or revision) that is no longer the active one: nothing was sent.
  'profile_changed',
  'profile_edited',
  // The active profile has no client secret main can use: nothing was sent.
  'no_secret',
  'secret_needs_reentry',
  // Why Activity will not replay an operation as new.
  'replay_not_money',
  'replay_production',
  'replay_off_here',
  'replay_card_data',
  'replay_other_console',
  'replay_other_profile',
  // Why the browser host has not let a production operation through (yet).
  'confirmation_required',
  'confirmation_expired',
  'confirmation_burned',
  'confirmation_code_wrong',
  'confirmation_locked',
  'production_not_allowed',
  // The same for where this console's audit trail goes (Settings → Team store).
  'team_store_confirmation_required',
  'team_store_confirmation_expired',
  'team_store_confirmation_burned',
  'team_store_changed',
  // The same for how operators sign in (Settings → Sign-in provider).
  'sign_in_confirmation_required',
  'sign_in_confirmation_expired',
  'sign_in_confirmation_burned',
  // The same for the role map (Settings → Role map).
  'role_map_confirmation_required',
  'role_map_confirmation_expired',
  'role_map_confirmation_burned',
  // Main's refusals of a request it will not carry out (refusal-reason-words.ts).
  'being_sent',
  'ended_nothing_to_retry',
  'ended_nothing_to_resolve',
  'ended_while_confirming',
  'made_on_other_profile',
  'sent_elsewhere',
  'card_data_not_kept',
  'duplicate_risk',
  'only_money_resent',
  'operation_not_found',
  'payment_not_found',
  'transaction_without_payment',
  'extra_fields_not_allowed',
  'raw_card_not_allowed',
  'profile_not_found',
  'profile_changed_while_confirming',
  'simulator_not_editable',
  'simulator_not_removable',
  'simulator_credentials_fixed',
  'no_such_operation',
  'not_permitted',
  'role_map_lockout',
  'role_map_not_editable',
  'role_map_not_saved',
  'unexpected',
  'no_team_store',
  'rate_limited_for',
  'team_unreachable',
  'team_operation_not_found',
  'name_the_console',
  'export_stopped',
  'unexpected_answer_shape',
  'no_access_token',
  'payment_without_id',
  'profiles_not_saved',
  'secret_not_saved',
  'secret_not_removed',
  'no_team_store_set_up',
  'team_read_not_allowed',
  'secret_not_set',
  'secret_unreadable',
  'secret_gone',
  'nothing_to_change',
  // Who is at the console (electron/core/identity): signed out, locked, a failed sign-in.
  'sign_in_required',
  'console_locked',
  'sign_in_failed',
  'sign_in_not_configured',
  'not_the_local_operator',
  // Why the team store could not take this console's records (its last error in Settings).
  'store_unreachable',
  'store_login_refused',
  'store_forbidden',
  'store_no_database',
  'store_restarting',
  'store_asks_password',
  'store_stopped_answering',
  'store_connection_failed',
  'store_answered',
  'store_cannot_insert',
  'store_console_claimed',
  'store_cannot_claim',
  'store_password_lost',
  'store_record_too_large',
  'store_schema_missing',
  'store_schema_behind',
  'store_role_may_alter',
  'store_role_may_neither',
  'store_no_audit_table',
  'team_settings_not_saved',
  'store_url_refused',
  'store_console_unproven',
  'host_not_running',
  'page_not_authorized',
  'window_not_authorized',
  'bridge_missing',
  'store_not_a_journal_file',
  'store_journal_file_too_large',
  // Why the payments mirror (the finder) cannot search now.
  'mirror_not_ready',
  'mirror_in_use',
  // Why the simulator's control API cannot be driven from the console.
  'control_not_offered',
  'control_token_refused',
  'control_not_answered',
  'control_unreachable',
  'control_refused',
  'fault_not_found',
  'loopback_credentials_only',
  // The Scenarios area's files and runs.
  'scenario_not_found',
  'scenario_not_saved',
  'scenario_invalid',
  'scenario_running',
  'scenario_not_waiting',
  'scenario_production',
  'scenario_name_taken',
  'scenario_source_missing',
  'scenario_source_unsupported',
  // Why a four-eyes approval request was not asked for, decided or sent.
  'approval_needs_team_store',
  'approval_card_data',
  'approval_not_supervisor',
  'approval_own_request',
  'approval_already_decided',
  'approval_expired',
  'approval_not_found',
  'approval_rejected',
  'approval_not_approved',
  'approval_body_changed',
  'approval_waiting',
  'approval_waiting_no_amount',
  'approval_already_waiting',
  'approvals_not_granted',
]);
export type ErrorReason = z.infer<typeof ErrorReason>;

export const AppError = z.object({
  code: ErrorCode,
  message: z.string(),
  /** HTTP status of the API answer, when there was one. */
  status: z.number().int().optional(),
  /** The API's own code: its `error_code`, else its `error_type`, when it sent one. */
  apiCode: z.string().optional(),
  /** A decline's `response_code` and `response_code_description`, when the answer had them. */
  responseCode: z.string().optional(),
  responseDescription: z.string().optional(),
  reason: ErrorReason.optional(),
  /** What the reason's words name (a console, a profile), for the screens to put in them. */
  params: z.record(z.string(), z.string()).optional(),
  /** The technical cause (a socket code such as UND_ERR_SOCKET), for details and Activity only. */
  detail: z.string().optional(),
  /** Field path (dot-joined) → message, for errors a form can show at the field. */
  fields: z.record(z.string(), z.string()).optional(),
  /** A production operation waiting for the code the browser host printed (never the code). */
  confirmation: ConfirmationPrompt.optional(),
});
export type AppError = z.infer<typeof AppError>;

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: AppError }),
  ]);
}

/** Turns Zod issues into one message per field, the shape forms and IPC errors share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // A Map, not an object: a path named "constructor" or "__proto__" is a field like any other.
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(input)';
    if (!fields.has(key)) fields.set(key, issue.message);
  }
  return Object.fromEntries(fields);
}
