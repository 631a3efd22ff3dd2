import type { Channel } from '../../../shared/channels';
import type { OutputOf, ParsedInputOf } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import type { AppInfo } from '../../../shared/schemas/app';
import { activityHandlers, type ExportSink } from './activity';
import { changeHandlers } from './changes';
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
import { readHandlers } from './reads';
import type { SessionSource } from '../session';
import { teamHandlers } from './team';
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
}

/**
 * The whole IPC surface in one place: each contract channel and the core function behind it.
 * Inputs arrive already parsed by the contract; outputs are parsed again before they leave. A
 * profile-bound channel goes ahead only for the profile and revision the page shows.
 */
export function createHandlers(deps: HandlerDeps): HandlerRegistry {
  const { profiles } = deps;
  const session: SessionSource = () => profiles.client();
  const sync = <T>(result: Result<T>) => Promise.resolve(result);

  return profileBound(
    {
      'app:info': async () => ok(deps.info()),
      'app:setLanguage': async (input, caller) => {
        if (caller !== undefined) deps.languages.set(caller, input.language);
        return ok({ language: input.language });
      },

      // Every API operation, made from its descriptor (shared/operations/registry.ts).
      ...readHandlers(session),
      ...changeHandlers(session, deps.changes, deps.gate),
      ...moneyHandlers({ session, pipeline: deps.pipeline, gate: deps.gate }),
      ...activityHandlers({
        journal: deps.journal,
        pipeline: deps.pipeline,
        session,
        exportSink: deps.exportSink,
        ...(deps.team ? { team: deps.team } : {}),
      }),
      ...teamHandlers(deps.team, deps.confirmer, deps.languages),
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

      'profiles:list': async () => {
        const problem = profiles.problem();
        return ok({
          profiles: profiles.list(),
          activeId: profiles.active().id,
          ...(problem ? { problem } : {}),
        });
      },
      'profiles:create': (input) => sync(profiles.create(input)),
      'profiles:update': (input) => profiles.update(input.id, input.changes, input.confirmation),
      'profiles:remove': async (input) => {
        const removed = await profiles.remove(input.id, input.confirmation);
        return removed.ok ? ok({ id: input.id }) : removed;
      },
      'profiles:activate': (input) => sync(profiles.activate(input.id)),
      'profiles:setSecret': (input) =>
        profiles.setSecret(input.id, input.secret, input.confirmation),
      'profiles:clearSecret': (input) => profiles.clearSecret(input.id, input.confirmation),
      'profiles:testConnection': (input) => profiles.testConnection(input.id),
      'profiles:setSimulatorDialect': (input) => sync(profiles.setSimulatorDialect(input.dialect)),
    },
    profiles,
  );
}
