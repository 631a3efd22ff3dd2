import type { Channel } from '../../../shared/channels';
import type { OutputOf, ParsedInputOf } from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import type { AppInfo } from '../../../shared/schemas/app';
import type { SessionPermissions } from '../../../shared/schemas/permissions';
import type { RoleMapEdit, RoleMapView } from '../../../shared/schemas/role-map';
import { ok } from '../../../shared/result';
import { refuse } from '../../../shared/error-words';
import { appHandlers } from './app';
import { ConsoleIdentity } from '../identity/console-identity';
import { systemBrowserSignIn } from '../identity/system-browser-sign-in';
import { identityHandlers, withIdentityGate } from './identity';
import { activityHandlers, type ExportSink } from './activity';
import { changeHandlers } from './changes';
import { finderHandlers, type Finder } from './finder';
import type { ChangeRecorder } from '../changes/change-recorder';
import type { ProductionConfirmer } from '../guard/confirmer';
import type { ProductionGate } from '../guard/production-gate';
import type { Journal } from '../journal/journal';
import { moneyHandlers } from './money';
import { moneyJournalHandlers } from './money-journal';
import { unknownOutcomeHandlers } from './outcomes';
import type { MoneyPipeline } from '../pipeline/money-pipeline';
import type { ProfileService } from '../profiles/profile-service';
import { profileBound } from '../profiles/shown-profile-guard';
import { profileHandlers } from './profiles';
import { readHandlers } from './reads';
import { scenarioHandlers, type ScenarioDesk } from './scenarios';
import type { SessionSource } from '../session';
import { simulatorHandlers, type SimulatorDeps } from './simulator';
import { signInHandlers, type SignInHandlerDeps } from './sign-in';
import { teamHandlers } from './team';
import { approvalHandlers, storeCall } from './approvals';
import type { ApprovalDesk } from '../approvals/approval-desk';
import type { TeamStoreService } from '../team/team-store-service';
import type { Caller, PersonLanguages } from '../words/languages';

export type Handler<C extends Channel> = (
  input: ParsedInputOf<C>,
  caller?: Caller,
) => Promise<Result<OutputOf<C>>>;
export type HandlerRegistry = { readonly [C in Channel]: Handler<C> };

export interface HandlerDeps {
  info: () => AppInfo;
  profiles: ProfileService;
  journal: Journal;
  pipeline: MoneyPipeline;
  changes: ChangeRecorder;
  gate: ProductionGate;
  /** Asks the person directly, for what needs them whatever the profile (the team store). */
  confirmer: ProductionConfirmer;
  exportSink: ExportSink;
  /** Each window's language, for main's own words (the production dialog, the terminal). */
  languages: PersonLanguages;
  /** The team store (Settings, the header's audit badge, Activity's team scope). */
  team?: TeamStoreService;
  /** Four-eyes approvals on the team store; absent or answering undefined: no team store now. */
  approvals?: () => ApprovalDesk | undefined;
  /** Approved requests of this console waiting for a profile's credentials, by profile id. */
  approvedWaiting?: (profileId: string) => number;
  /** The payments mirror's search and status (electron/core/mirror). */
  finder?: Finder;
  /** The simulator's control API and the built-in simulator's loopback credentials. */
  simulator: Omit<SimulatorDeps, 'profiles'>;
  /** The Scenarios area's files and run. */
  scenarios: ScenarioDesk;
  /** Who is signed in, and the idle lock; absent, the local operator, as before sign-in existed. */
  identity?: ConsoleIdentity;
  /** Where the provider sends the browser back after sign-in (the host's callback). */
  signInRedirect?: () => Promise<string>;
  /** The desktop app's way to open the provider in the person's browser (system-browser-sign-in.ts). */
  openSignInExternally?: (url: string) => Promise<void>;
  /** What the session's roles allow now (identity/permission-gate.ts). */
  permissions: () => SessionPermissions;
  /**
   * The provider an administrator set for this installation: used from the next start, stored
   * only once the person confirmed it through `confirmer`.
   */
  signIn: SignInHandlerDeps['store'];
  /** The role map an administrator edits, as the signed-in operator (role-map-store.ts). */
  roleMap: {
    view(): RoleMapView;
    edit(
      edit: RoleMapEdit & { confirmation?: string | undefined },
    ): Result<RoleMapView> | Promise<Result<RoleMapView>>;
  };
}

/**
 * The whole IPC surface in one place: each contract channel and the core function behind it,
 * one file per domain beside this one. Inputs arrive already parsed by the contract (see
 * dispatch.ts); outputs are parsed again before they leave. A profile-bound channel goes ahead
 * only for the profile and revision the page shows.
 */
export function createHandlers(deps: HandlerDeps): HandlerRegistry {
  const { profiles } = deps;
  const session: SessionSource = () => profiles.client();
  const identity = deps.identity ?? new ConsoleIdentity({ localName: 'local' });
  const signInRedirect =
    deps.signInRedirect ?? (() => Promise.reject(new Error('no sign-in redirect here')));

  const approvals = deps.approvals ?? (() => undefined);

  const registry = profileBound(
    {
      ...appHandlers(deps.info, deps.languages),
      ...identityHandlers(
        identity,
        signInRedirect,
        deps.openSignInExternally
          ? systemBrowserSignIn(identity, deps.openSignInExternally)
          : undefined,
      ),
      'roles:permissions': async () => ok(deps.permissions()),
      'roles:map': async () => ok(deps.roleMap.view()),
      'roles:setMap': async (input) => deps.roleMap.edit(input),
      ...signInHandlers({
        store: deps.signIn,
        confirmer: deps.confirmer,
        languages: deps.languages,
        operator: () => identity.operator(),
      }),
      ...profileHandlers(profiles, deps.approvedWaiting),

      // Every API operation, made from its descriptor (shared/operations/registry.ts).
      ...readHandlers(session),
      ...changeHandlers(session, deps.changes, deps.gate),
      ...moneyHandlers({
        session,
        pipeline: deps.pipeline,
        gate: deps.gate,
        approvalsOn: () => approvals() !== undefined,
        askApproval: (request, profile, api) => {
          const desk = approvals();
          if (!desk) return Promise.resolve(refuse('internal', 'no_team_store'));
          return storeCall(() => desk.askInstead(request, profile, api));
        },
      }),
      ...approvalHandlers(approvals),
      ...activityHandlers({
        journal: deps.journal,
        pipeline: deps.pipeline,
        session,
        exportSink: deps.exportSink,
        ...(deps.team ? { team: deps.team } : {}),
      }),
      ...teamHandlers(deps.team, deps.confirmer, deps.languages),
      ...finderHandlers(deps.finder, () => profiles.active()),
      ...simulatorHandlers({ profiles, ...deps.simulator }),
      ...scenarioHandlers(deps.scenarios, deps.languages),
      ...moneyJournalHandlers({
        session,
        journal: deps.journal,
        pipeline: deps.pipeline,
        gate: deps.gate,
      }),
      ...unknownOutcomeHandlers({
        session,
        journal: deps.journal,
        pipeline: deps.pipeline,
        gate: deps.gate,
      }),
    },
    profiles,
  );
  // Outermost: signed out or locked, nothing else is even looked at.
  return withIdentityGate(registry, identity);
}
