import type { ParsedInputOf } from '../../shared/contract';
import { fail, ok } from '../../shared/result';
import { redactText } from './redact';
import type { TeamStoreService } from './team/team-store-service';

const absent = () =>
  Promise.resolve(fail('internal', 'This console was started without its team store service.'));

/**
 * Settings → Team store and the header's audit badge. The password goes one way, into main,
 * where the service seals it; what comes back is the status, which never carries it.
 */
export function teamHandlers(team: TeamStoreService | undefined) {
  if (!team) {
    return { 'team:status': absent, 'team:configure': absent, 'team:forget': absent };
  }
  return {
    'team:status': async () => ok(team.status()),

    'team:configure': async (input: ParsedInputOf<'team:configure'>) => {
      try {
        return ok(
          await team.configure({
            url: input.url,
            ...(input.password !== undefined ? { password: input.password } : {}),
            ...(input.consoleName !== undefined ? { consoleName: input.consoleName } : {}),
          }),
        );
      } catch (error) {
        // The message may quote the URL the person typed: no password leaves main in it.
        const message = error instanceof Error ? error.message : String(error);
        return fail('validation', redactText(message), { fields: { url: redactText(message) } });
      }
    },

    'team:forget': async () => {
      await team.forget();
      return ok(team.status());
    },
  };
}
