import { SignInProviderInput, SignInProviderView } from './schemas/sign-in';
import { z } from 'zod';
import type { Channel } from './channels';
import type { ApiOperationName } from './operations/catalog';
import type { ProfileBoundChannel, PushChannel } from './profile-bound';
import { OPERATIONS, type Operations } from './operations/registry';
import {
  ActivityCurl,
  ActivityDetail,
  ActivityExportInput,
  ActivityExportResult,
  ActivityPage,
  ActivityQueryInput,
  ActivityRef,
  ActivityReplayInput,
  JournalProfile,
} from './schemas/activity';
import { AppInfo, LanguageChoice } from './schemas/app';
import { DialectName } from './schemas/dialect';
import { IdentityState, LocalUnlockInput, SignInStart } from './schemas/identity';
import { ProfileId } from './schemas/common';
import { ConfirmationCode } from './schemas/confirmation';
import {
  MarkResolvedInput,
  OperationIdInput,
  OperationReport,
  RetryInput,
} from './schemas/operation';
import {
  ClientSecret,
  ConnectionReport,
  Profile,
  ProfileInput,
  SecretState,
} from './schemas/profile';
import { ProfilesChanged, ShownProfileField } from './schemas/shown-profile';
import { MirrorStatus, PaymentSearch, PaymentSearchPage } from './schemas/payment-search';
import {
  AdvanceClockInput,
  SimulatorClock,
  ArmedFault,
  ArmFaultInput,
  DialectAnswer,
  FaultId,
  LedgerQuery,
  LoopbackCredentials,
  SetControlTokenInput,
  SimulatorLedgerEntry,
  SimulatorRequest,
  SimulatorStatus,
} from './schemas/simulator-control';
import {
  ScenarioCheck,
  ScenarioFile,
  ScenarioFromActivityInput,
  ScenarioListing,
  ScenarioName,
  ScenarioRef,
  ScenarioRunInput,
  ScenarioRunState,
  ScenarioSaved,
  ScenarioSaveInput,
  ScenarioText,
} from './schemas/scenario-desk';
import { StatusCheck } from './schemas/status-check';
import { TeamConfigureInput, TeamStatus } from './schemas/team';
import { SessionPermissions } from './schemas/permissions';
import { RoleMapEdit, RoleMapView } from './schemas/role-map';
import { ApprovalDecision, ApprovalRequest, ApprovalsChanged } from './schemas/approval';

const ProfileRef = z.object({ id: ProfileId });

/** A profile-bound channel's input: what the operation takes, and the profile the page shows. */
type Bound<S extends z.ZodType> = z.ZodIntersection<S, typeof ShownProfileField>;
/** An intersection, not `.extend`: some inputs are refined or piped and cannot be extended. */
const bound = <S extends z.ZodType>(input: S): Bound<S> => z.intersection(input, ShownProfileField);

type ApiContract = {
  readonly [C in ApiOperationName]: {
    input: C extends ProfileBoundChannel ? Bound<Operations[C]['input']> : Operations[C]['input'];
    output: Operations[C] extends { money: true }
      ? typeof OperationReport
      : Operations[C] extends { output: infer O }
        ? O
        : never;
  };
};

/** One entry per API operation, from its descriptor: a money operation answers a report. */
function apiContract(): ApiContract {
  return Object.fromEntries(
    Object.entries(OPERATIONS).map(([channel, d]) => [
      channel,
      {
        input: d.money || ('change' in d && d.change) ? bound(d.input) : d.input,
        output: d.money ? OperationReport : d.output,
      },
    ]),
  ) as unknown as ApiContract;
}

/**
 * The whole IPC surface: channel → what the renderer may send and what main answers. Main parses
 * both sides with these schemas at run time; types for both sides come from them.
 */
export const contract = {
  'app:info': { input: z.undefined(), output: AppInfo },
  'app:setLanguage': { input: LanguageChoice, output: LanguageChoice },
  /** What the session's roles allow now (shared/permissions.ts); main enforces it in dispatch. */
  'roles:permissions': { input: z.undefined(), output: SessionPermissions },
  /** Which roles each operation allows, as an administrator edits it in Settings. */
  'roles:map': { input: z.undefined(), output: RoleMapView },
  /** Applied only once main's own confirmation for this exact edit came back. */
  'roles:setMap': {
    input: z.intersection(RoleMapEdit, z.object({ confirmation: ConfirmationCode.optional() })),
    output: RoleMapView,
  },
  'identity:provider': { input: z.undefined(), output: SignInProviderView },
  /** Stored only once main's own confirmation for these exact settings came back. */
  'identity:setProvider': {
    input: SignInProviderInput.extend({ confirmation: ConfirmationCode.optional() }),
    output: SignInProviderView,
  },

  'identity:state': { input: z.undefined(), output: IdentityState },
  'identity:signIn': { input: z.undefined(), output: SignInStart },
  'identity:signOut': { input: z.undefined(), output: IdentityState },
  /** The page's throttled report of input: main owns the idle clock. */
  'identity:activity': { input: z.undefined(), output: IdentityState },
  'identity:unlock': { input: LocalUnlockInput, output: IdentityState },

  ...apiContract(),

  'outcomes:retry': {
    input: bound(RetryInput.extend({ confirmation: ConfirmationCode.optional() })),
    output: OperationReport,
  },
  'outcomes:checkStatus': { input: OperationIdInput, output: StatusCheck },
  'outcomes:markResolved': { input: MarkResolvedInput, output: OperationReport },
  'outcomes:unresolved': { input: z.undefined(), output: z.array(OperationReport) },
  // The header's badge polls this: a count read off the index, not the operations themselves.
  'outcomes:unresolvedCount': {
    input: z.undefined(),
    output: z.object({ count: z.number().int().min(0) }),
  },
  'outcomes:recent': {
    input: z.object({ limit: z.number().int().min(1).max(500).default(50) }),
    output: z.array(OperationReport),
  },
  'outcomes:get': { input: OperationIdInput, output: OperationReport },

  'activity:query': { input: ActivityQueryInput, output: ActivityPage },
  'activity:get': { input: ActivityRef, output: ActivityDetail },
  'activity:curl': { input: ActivityRef, output: ActivityCurl },
  'activity:replay': { input: bound(ActivityReplayInput), output: OperationReport },
  'activity:export': { input: ActivityExportInput, output: ActivityExportResult },
  'activity:profiles': { input: z.undefined(), output: z.array(JournalProfile) },

  /** The local mirror of the active profile's payments (electron/core/mirror). */
  'finder:search': { input: PaymentSearch, output: PaymentSearchPage },
  'finder:status': { input: z.undefined(), output: MirrorStatus },

  'team:status': { input: z.undefined(), output: TeamStatus },
  'team:configure': {
    input: TeamConfigureInput.extend({ confirmation: ConfirmationCode.optional() }),
    output: TeamStatus,
  },
  'team:forget': { input: z.undefined(), output: TeamStatus },
  /** Main names who asks and who decides from the session, never from the page. */
  'approvals:pending': { input: z.undefined(), output: z.array(ApprovalRequest) },
  'approvals:decide': { input: ApprovalDecision, output: ApprovalRequest },
  'approvals:mine': { input: z.undefined(), output: z.array(ApprovalRequest) },

  'profiles:list': {
    input: z.undefined(),
    output: z.object({
      profiles: z.array(Profile),
      activeId: z.string(),
      /** Set when the profiles file could not be read: the user must see it. */
      problem: z.string().optional(),
    }),
  },
  'profiles:create': { input: bound(ProfileInput), output: Profile },
  'profiles:update': {
    input: bound(
      z.object({
        id: ProfileId,
        changes: ProfileInput,
        confirmation: ConfirmationCode.optional(),
      }),
    ),
    output: Profile,
  },
  'profiles:remove': {
    input: bound(z.object({ id: ProfileId, confirmation: ConfirmationCode.optional() })),
    output: z.object({ id: z.string() }),
  },
  'profiles:activate': { input: bound(ProfileRef), output: Profile },
  'profiles:setSecret': {
    input: bound(
      z.object({ id: ProfileId, secret: ClientSecret, confirmation: ConfirmationCode.optional() }),
    ),
    output: SecretState,
  },
  'profiles:clearSecret': {
    input: bound(z.object({ id: ProfileId, confirmation: ConfirmationCode.optional() })),
    output: SecretState,
  },
  'profiles:testConnection': { input: ProfileRef, output: ConnectionReport },
  'profiles:setSimulatorDialect': {
    input: bound(z.object({ dialect: DialectName })),
    output: Profile,
  },

  'simulator:status': { input: z.undefined(), output: SimulatorStatus },
  'simulator:tokenState': { input: ProfileRef, output: SimulatorStatus },
  'simulator:setControlToken': { input: bound(SetControlTokenInput), output: SimulatorStatus },
  'simulator:clearControlToken': { input: bound(ProfileRef), output: SimulatorStatus },
  'simulator:faults': { input: z.undefined(), output: z.array(ArmedFault) },
  'simulator:armFault': { input: bound(ArmFaultInput), output: ArmedFault },
  'simulator:clearFault': { input: bound(FaultId), output: z.object({ id: z.string() }) },
  'simulator:clearFaults': { input: ShownProfileField, output: z.object({}) },
  'simulator:reset': { input: ShownProfileField, output: z.object({}) },
  'simulator:ledger': { input: LedgerQuery, output: z.array(SimulatorLedgerEntry) },
  'simulator:requests': { input: z.undefined(), output: z.array(SimulatorRequest) },
  'simulator:dialect': { input: z.undefined(), output: DialectAnswer },
  'simulator:setDialect': { input: bound(DialectAnswer), output: DialectAnswer },
  'simulator:clock': { input: z.undefined(), output: SimulatorClock },
  'simulator:advanceClock': { input: bound(AdvanceClockInput), output: SimulatorClock },
  'simulator:credentials': { input: z.undefined(), output: LoopbackCredentials },
  /** The Scenarios area (electron/core/scenarios): files by name, and main's one run. */
  'scenarios:list': { input: z.undefined(), output: ScenarioListing },
  'scenarios:read': { input: ScenarioRef, output: ScenarioFile },
  'scenarios:save': { input: ScenarioSaveInput, output: ScenarioSaved },
  'scenarios:check': { input: z.object({ text: ScenarioText }), output: ScenarioCheck },
  'scenarios:copyExample': {
    input: z.object({ name: ScenarioName }),
    output: z.object({ name: ScenarioName }),
  },
  'scenarios:run': { input: bound(ScenarioRunInput), output: ScenarioRunState },
  'scenarios:next': { input: z.undefined(), output: ScenarioRunState },
  'scenarios:stop': { input: z.undefined(), output: ScenarioRunState.nullable() },
  'scenarios:status': { input: z.undefined(), output: ScenarioRunState.nullable() },
  /** Activity's selected operations saved as a new scenario of the person's own. */
  'scenarios:fromActivity': { input: ScenarioFromActivityInput, output: ScenarioSaved },
} as const satisfies Record<Channel, { input: z.ZodType; output: z.ZodType }>;

/** Main → page messages (profile-bound.ts names them), each parsed by main before it leaves. */
export const pushContract = {
  'profiles:changed': ProfilesChanged,
  'finder:changed': MirrorStatus,
  'roles:changed': SessionPermissions,
  'approvals:changed': ApprovalsChanged,
} as const satisfies Record<PushChannel, z.ZodType>;
export type PushPayloadOf<P extends PushChannel> = z.output<(typeof pushContract)[P]>;

export type Contract = typeof contract;
export type InputOf<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends Channel> = z.output<Contract[C]['input']>;
export type OutputOf<C extends Channel> = z.output<Contract[C]['output']>;
