import type { ParsedInputOf } from '../../../shared/contract';
import { reasonText, refuse } from '../../../shared/error-words';
import { fail, ok, type Result } from '../../../shared/result';
import type { TeamStoreDestination } from '../../../shared/schemas/confirmation';
import type { ProductionConfirmer } from '../guard/confirmer';
import { redactText } from '../redact';
import { readStoreUrl, StoreUrlError, type StoreUrl } from '../team/connection';
import { redirectionOf } from '../team/redirection';
import type { TeamStoreService, TeamStoreStatus } from '../team/team-store-service';
import type { PersonLanguages } from '../words/languages';
import { wordsFor } from '../words/main-words';

const absent = () => Promise.resolve(refuse('internal', 'no_team_store'));

/**
 * Settings → Team store and the header's audit badge. The password goes one way, into main,
 * where the service seals it; what comes back is the status, which never carries it.
 *
 * The page is untrusted, and the team store receives the whole audit trail: sending it
 * somewhere new is confirmed by the person through `confirmer` (Electron's dialog, the browser
 * host's terminal code), as production money is. Forgetting the store sends nothing anywhere
 * (the journal stays on this machine, and Settings and the header say it no longer ships), so
 * it is not asked. The person is asked in the language their page last said it shows, as the
 * production gate does.
 */
export function teamHandlers(
  team: TeamStoreService | undefined,
  confirmer: ProductionConfirmer,
  languages: PersonLanguages,
) {
  if (!team) {
    return { 'team:status': absent, 'team:configure': absent, 'team:forget': absent };
  }
  return {
    'team:status': async () => ok(team.status()),

    'team:configure': async (
      input: ParsedInputOf<'team:configure'>,
    ): Promise<Result<TeamStoreStatus>> => {
      let after: StoreUrl;
      try {
        after = readStoreUrl(input.url);
      } catch (error) {
        return refusedUrl(error);
      }
      const { confirmation, ...bound } = input;
      const current = team.status();
      const language = languages.of(confirmer.caller());
      const redirection = redirectionOf(shipsTo(current), after.destination, language);
      if (redirection) {
        const confirmed = await confirmer.confirm(
          {
            channel: 'team:configure',
            input: bound,
            language,
            summary: {
              kind: 'team_store',
              operation: redirection.operation,
              destination: after.destination,
              console: input.consoleName ?? current.consoleName,
              ships: wordsFor(language).teamStore.ships,
              ...(redirection.changes.length > 0 ? { changes: redirection.changes } : {}),
            },
          },
          confirmation,
        );
        if (!confirmed.ok) return confirmed;
        // What was confirmed is a move from where it shipped then, not from where it ships now.
        const now = team.status();
        if (now.configured !== current.configured || now.url !== current.url) {
          return fail('conflict', reasonText('team_store_changed'), {
            reason: 'team_store_changed',
          });
        }
      }
      try {
        return ok(
          await team.configure({
            url: input.url,
            ...(input.password !== undefined ? { password: input.password } : {}),
            ...(input.consoleName !== undefined ? { consoleName: input.consoleName } : {}),
          }),
        );
      } catch (error) {
        return refusedUrl(error);
      }
    },

    'team:forget': async () => {
      await team.forget();
      return ok(team.status());
    },
  };
}

/** Where the journal ships now; undefined when nowhere (or nowhere a person could name). */
function shipsTo(status: TeamStoreStatus): TeamStoreDestination | undefined {
  if (!status.configured || !status.url) return undefined;
  try {
    return readStoreUrl(status.url).destination;
  } catch {
    return undefined;
  }
}

function refusedUrl(error: unknown): Result<never> {
  if (!(error instanceof StoreUrlError)) {
    // Not the URL's fault (a settings file or keyring main could not write): said by reason,
    // with its system code only; the message would name a path on this machine.
    const code = (error as { code?: unknown } | null)?.code;
    return refuse('internal', 'team_settings_not_saved', {
      code: typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'unknown',
    });
  }
  // The message may quote the URL the person typed: no password leaves main in it.
  const message = redactText(error.message);
  // The URL's own rules name a reason, said at the field in the person's language.
  return fail('validation', message, { fields: { url: redactText(error.field) } });
}
