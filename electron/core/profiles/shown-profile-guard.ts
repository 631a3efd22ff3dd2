import { reasonText } from '../../../shared/error-words';
import type { ErrorReason } from '../../../shared/errors';
import { PROFILE_BOUND_CHANNELS } from '../../../shared/profile-bound';
import { fail, type Result } from '../../../shared/result';
import type { Profile } from '../../../shared/schemas/profile';
import type { ShownProfile } from '../../../shared/schemas/shown-profile';
import type { HandlerRegistry } from '../ipc';
import type { Caller } from '../words/languages';

/**
 * Why a call made for the profile a page shows must not go ahead: that profile is no longer the
 * active one, or it was edited (or activated again) since the page read it. Undefined: go ahead.
 * `nameOf` names the shown profile for the person; a removed one keeps its id.
 */
export function shownProfileRefusal(
  active: Profile,
  shown: ShownProfile,
  nameOf: (id: string) => string | undefined,
): Result<never> | undefined {
  if (shown.id === active.id && shown.revision === active.revision) return undefined;
  const reason: ErrorReason = shown.id === active.id ? 'profile_edited' : 'profile_changed';
  const params = { shown: nameOf(shown.id) ?? shown.id, active: active.name };
  return fail('conflict', reasonText(reason, params), { reason, params });
}

type Handler = (input: unknown, caller?: Caller) => Promise<Result<unknown>>;

/**
 * Wraps every profile-bound channel (shared/profile-bound.ts): the page's `shownProfile` is
 * checked against the active profile and taken off before the handler sees the input, so the
 * journal, the production confirmation and the request are what they were. The check and the
 * handler's own look-up of the active profile run in one turn of the event loop: no change can
 * slip between them.
 */
export function profileBound(
  handlers: HandlerRegistry,
  profiles: { active(): Profile; get(id: string): Result<Profile> },
): HandlerRegistry {
  const nameOf = (id: string) => {
    const found = profiles.get(id);
    return found.ok ? found.value.name : undefined;
  };
  const wrapped: Record<string, Handler> = { ...(handlers as unknown as Record<string, Handler>) };
  for (const channel of PROFILE_BOUND_CHANNELS) {
    const inner = wrapped[channel] as Handler;
    wrapped[channel] = (input, caller) => {
      const { shownProfile, ...rest } = input as { shownProfile: ShownProfile };
      const refused = shownProfileRefusal(profiles.active(), shownProfile, nameOf);
      return refused ? Promise.resolve(refused) : inner(rest, caller);
    };
  }
  return wrapped as unknown as HandlerRegistry;
}
