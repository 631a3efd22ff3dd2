import { z } from 'zod';
import { ErrorReason } from '../errors';
import { JournaledOperationKind, OperationId, OperationReport, Outcome } from './operation';
import { AnswerUnread, JournalApproval } from './journal';
import { AboveCeilingConfirmed } from './money';
import { Operator } from './operator';
import { ConsoleId } from './common';
import { fieldReason } from '../validation-words';

/** What the Activity view can ask of the journal: any mix of these, newest first. */
export const ActivityFilter = z.object({
  operations: z.array(JournaledOperationKind).max(JournaledOperationKind.options.length).optional(),
  outcomes: z.array(Outcome).max(Outcome.options.length).optional(),
  profile_id: z.string().max(80).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Any id the operation involved: operation, idempotency key, payment, transaction, … */
  search: z.string().trim().max(200).optional(),
  /** Team scope only: who made it, and which console (store) it was made on, by name. */
  operator: z.string().trim().max(200).optional(),
  /** Team scope only: who approved it (four-eyes), by the line records show or their subject. */
  approver: z.string().trim().max(200).optional(),
  console: z.string().trim().max(100).optional(),
});
export type ActivityFilter = z.infer<typeof ActivityFilter>;

/** This console's own journal, or the whole team's store. */
export const ActivityScope = z.enum(['console', 'team']);
export type ActivityScope = z.infer<typeof ActivityScope>;

const RefFields = z.object({
  operation_id: OperationId,
  scope: ActivityScope.default('console'),
  console_id: ConsoleId.optional(),
});

const teamNeedsConsole: [
  (r: { scope: ActivityScope; console_id?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (r) => r.scope === 'console' || r.console_id !== undefined,
  { message: fieldReason('nameTheConsole'), path: ['console_id'] },
];

/**
 * One operation: in this console's journal by its id, or in the team store by the console that
 * made it and its id (operation ids are unique per console only).
 */
export const ActivityRef = RefFields.refine(...teamNeedsConsole);
export type ActivityRef = z.infer<typeof ActivityRef>;

export const ActivityQueryInput = z.object({
  scope: ActivityScope.default('console'),
  filter: ActivityFilter.default({}),
  /** The `next` of the previous page. */
  before: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(200).default(100),
});

/** One journaled operation, money or back-office change, as Activity and the exports show it. */
export const ActivityRow = OperationReport.extend({
  kind: JournaledOperationKind,
  /** For people and spreadsheets: AUTHORIZATION, CAPTURE, REFUND, CREATE_INSTRUMENT, … */
  operation_type: z.string(),
  /** Back-office changes are sent without one. */
  idempotency_key: z.uuid().optional(),
  operator: z.string(),
  /** Who, as the provider said it, or a local operator nothing verified (older records too). */
  operator_identity: Operator.optional(),
  app_version: z.string(),
  profile: z.object({ id: z.string(), name: z.string(), production: z.boolean() }),
  /**
   * The console (store) that made it; absent only where no team identity exists. Its name is
   * what that console calls itself; `login` is the team store's own record of the database role
   * that stored it, which no other till can write: two consoles may share a name, never a login.
   */
  console: z.object({ id: z.string(), name: z.string(), login: z.string().optional() }).optional(),
  /** Read from the team store rather than this console's journal. */
  team: z.boolean().optional(),
  /** Who asked for it and who approved it, when a supervisor had to first. */
  approval: JournalApproval.optional(),
});
export type ActivityRow = z.infer<typeof ActivityRow>;

/** A profile Activity can filter by: one with operations in the journal, removed or not. */
export const JournalProfile = z.object({ id: z.string(), name: z.string() });

export const ActivityPage = z.object({
  rows: z.array(ActivityRow),
  total: z.number().int(),
  /** Counted only this far (the team store, at its scale): there are more. */
  totalAtLeast: z.boolean().optional(),
  /** Operations the team store holds that this console cannot read: not in `total`. */
  unreadable: z.number().int().min(1).optional(),
  next: z.number().int().optional(),
});

const Exchange = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});

/** The inspector's view of one operation: its whole exchange, redacted, attempt by attempt. */
export const ActivityDetail = z.object({
  row: ActivityRow,
  request: Exchange,
  response: z
    .object({
      status: z.number().int(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown(),
    })
    .optional(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      at: z.string(),
      latency_ms: z.number(),
      result: z.string(),
      http_status: z.number().int().optional(),
      detail: z.string().optional(),
      unread: AnswerUnread.optional(),
    }),
  ),
  /** Ids it touched, for links to their screens. */
  links: z.object({
    payment_id: z.string().optional(),
    transaction_id: z.string().optional(),
    /** The transaction the answer created (a capture's, a refund's), when it is not the target. */
    created_transaction_id: z.string().optional(),
    instrument_id: z.string().optional(),
    user_id: z.string().optional(),
  }),
  /** Whether "replay as new" is offered: not on production, and only for a body kept whole. */
  replayable: z.boolean(),
  /** Main's English words for why not; the screens word it from the reason and its params. */
  replay_refusal: z.string().optional(),
  replay_refusal_reason: ErrorReason.optional(),
  replay_refusal_params: z.record(z.string(), z.string()).optional(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

export const ActivityExportInput = z.object({
  scope: ActivityScope.default('console'),
  filter: ActivityFilter.default({}),
  format: z.enum(['csv', 'jsonl']),
});

export const ActivityExportResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), path: z.string(), rows: z.number().int() }),
  z.object({
    kind: z.literal('download'),
    url: z.string(),
    file_name: z.string(),
    rows: z.number().int(),
  }),
  z.object({ kind: z.literal('cancelled') }),
]);
export type ActivityExportResult = z.infer<typeof ActivityExportResult>;

export const ActivityReplayInput = RefFields.extend({
  confirmation: z.string().optional(),
  /** The person's yes to an amount above its currency's ceiling, as the money forms ask it. */
  above_ceiling_confirmed: AboveCeilingConfirmed,
}).refine(...teamNeedsConsole);
export const ActivityCurl = z.object({ command: z.string() });
