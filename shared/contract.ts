import { z } from 'zod';
import type { Channel } from './channels';
import {
  ActivityCurl,
  ActivityDetail,
  ActivityExportInput,
  ActivityExportResult,
  ActivityPage,
  ActivityQueryInput,
  ActivityReplayInput,
} from './schemas/activity';
import { AppInfo } from './schemas/app';
import {
  Instrument,
  InstrumentCreateInput,
  InstrumentGetInput,
  InstrumentListInput,
  InstrumentPage,
  InstrumentUpdateInput,
} from './schemas/instrument';
import { ConfirmationCode } from './schemas/confirmation';
import { OperationIdInput, OperationReport } from './schemas/operation';
import {
  Payment,
  PaymentAuthorizationInput,
  PaymentGetInput,
  PaymentListInput,
  PaymentPage,
  Transaction,
  TransactionAuthorizationInput,
  TransactionGetInput,
} from './schemas/payment';
import { CancelOrRefundInput } from './schemas/pos';
import {
  ClientSecret,
  ConnectionReport,
  Profile,
  ProfileId,
  ProfileInput,
  SecretState,
} from './schemas/profile';
import { ReversalInput } from './schemas/reversal';
import {
  UserAddInstrumentInput,
  UserCreateInput,
  UserGetInput,
  UserRemoveInstrumentInput,
  UserView,
} from './schemas/user';

const ProfileRef = z.object({ id: ProfileId });

/**
 * The whole IPC surface: channel → what the renderer may send and what main answers. Main parses
 * both sides with these schemas at run time; types for both sides come from them.
 */
export const contract = {
  'app:info': { input: z.undefined(), output: AppInfo },

  'instruments:list': { input: InstrumentListInput, output: InstrumentPage },
  'instruments:get': { input: InstrumentGetInput, output: Instrument },
  'instruments:create': { input: InstrumentCreateInput, output: Instrument },
  'instruments:update': { input: InstrumentUpdateInput, output: Instrument },

  'users:get': { input: UserGetInput, output: UserView },
  'users:create': { input: UserCreateInput, output: UserView },
  'users:addInstrument': { input: UserAddInstrumentInput, output: UserView },
  'users:removeInstrument': {
    input: UserRemoveInstrumentInput,
    output: z.object({ user_id: z.string(), instrument_id: z.string(), force_delete: z.boolean() }),
  },

  'payments:authorize': { input: PaymentAuthorizationInput, output: OperationReport },
  'payments:get': { input: PaymentGetInput, output: Payment },
  'payments:list': { input: PaymentListInput, output: PaymentPage },
  'transactions:authorize': { input: TransactionAuthorizationInput, output: OperationReport },
  'transactions:get': { input: TransactionGetInput, output: Transaction },
  'transactions:reverse': { input: ReversalInput, output: OperationReport },
  'pos:cancelOrRefund': { input: CancelOrRefundInput, output: OperationReport },

  'operations:retry': {
    input: OperationIdInput.extend({ confirmation: ConfirmationCode.optional() }),
    output: OperationReport,
  },
  'operations:unresolved': { input: z.undefined(), output: z.array(OperationReport) },
  'operations:recent': {
    input: z.object({ limit: z.number().int().min(1).max(500).default(50) }),
    output: z.array(OperationReport),
  },
  'operations:get': { input: OperationIdInput, output: OperationReport },

  'activity:query': { input: ActivityQueryInput, output: ActivityPage },
  'activity:get': { input: OperationIdInput, output: ActivityDetail },
  'activity:curl': { input: OperationIdInput, output: ActivityCurl },
  'activity:replay': { input: ActivityReplayInput, output: OperationReport },
  'activity:export': { input: ActivityExportInput, output: ActivityExportResult },

  'profiles:list': {
    input: z.undefined(),
    output: z.object({
      profiles: z.array(Profile),
      activeId: z.string(),
      /** Set when the profiles file could not be read: the user must see it. */
      problem: z.string().optional(),
    }),
  },
  'profiles:create': { input: ProfileInput, output: Profile },
  'profiles:update': {
    input: z.object({
      id: ProfileId,
      changes: ProfileInput,
      confirmation: ConfirmationCode.optional(),
    }),
    output: Profile,
  },
  'profiles:remove': { input: ProfileRef, output: z.object({ id: z.string() }) },
  'profiles:activate': { input: ProfileRef, output: Profile },
  'profiles:setSecret': {
    input: z.object({ id: ProfileId, secret: ClientSecret }),
    output: SecretState,
  },
  'profiles:clearSecret': { input: ProfileRef, output: SecretState },
  'profiles:testConnection': { input: ProfileRef, output: ConnectionReport },
} as const satisfies Record<Channel, { input: z.ZodType; output: z.ZodType }>;

export type Contract = typeof contract;
export type InputOf<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends Channel> = z.output<Contract[C]['input']>;
export type OutputOf<C extends Channel> = z.output<Contract[C]['output']>;
