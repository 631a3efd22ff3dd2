import type { ParsedInputOf } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import type { ProfileService } from '../profiles/profile-service';

const sync = <T>(result: Result<T>) => Promise.resolve(result);

/**
 * Settings → Profiles. A secret goes one way, into the sealed store: the list that comes back
 * never carries it. Changes that weaken production are confirmed inside the service.
 */
export function profileHandlers(
  profiles: ProfileService,
  /** Approved requests of this console waiting for a profile's credentials (approval-poller). */
  approvedWaiting: (profileId: string) => number = () => 0,
) {
  return {
    'profiles:list': async () => {
      const problem = profiles.problem();
      return ok({
        profiles: profiles.list().map((profile) => {
          const waiting = approvedWaiting(profile.id);
          return waiting > 0 ? { ...profile, approvedWaiting: waiting } : profile;
        }),
        activeId: profiles.active().id,
        ...(problem ? { problem } : {}),
      });
    },
    'profiles:create': (input: ParsedInputOf<'profiles:create'>) => sync(profiles.create(input)),
    'profiles:update': (input: ParsedInputOf<'profiles:update'>) =>
      profiles.update(input.id, input.changes, input.confirmation),
    'profiles:remove': async (input: ParsedInputOf<'profiles:remove'>) => {
      const removed = await profiles.remove(input.id, input.confirmation);
      return removed.ok ? ok({ id: input.id }) : removed;
    },
    'profiles:activate': (input: ParsedInputOf<'profiles:activate'>) =>
      sync(profiles.activate(input.id)),
    'profiles:setSecret': (input: ParsedInputOf<'profiles:setSecret'>) =>
      profiles.setSecret(input.id, input.secret, input.confirmation),
    'profiles:clearSecret': (input: ParsedInputOf<'profiles:clearSecret'>) =>
      profiles.clearSecret(input.id, input.confirmation),
    'profiles:testConnection': (input: ParsedInputOf<'profiles:testConnection'>) =>
      profiles.testConnection(input.id),
    'profiles:setSimulatorDialect': (input: ParsedInputOf<'profiles:setSimulatorDialect'>) =>
      sync(profiles.setSimulatorDialect(input.dialect)),
  };
}
