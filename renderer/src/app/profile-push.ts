import type { QueryClient } from '@tanstack/react-query';
import type { AppInfo } from '../../../shared/schemas/app';
import type { ProfilesChanged } from '../../../shared/schemas/shown-profile';
import { profilesChanged } from '../features/settings/queries';
import { queryKeys } from '../lib/query';

/**
 * Follows main's `profiles:changed` push: when another window (or Settings here) makes another
 * profile active or edits the active one, this page drops what it read from the old one and its
 * header, production banner and forms show the new one, without a reload. Any other change only
 * refreshes the list of profiles. Answers the function that stops following.
 */
export function followProfileChanges(client: QueryClient): () => void {
  const bridge = (window as Partial<Window>).api;
  if (!bridge) return () => undefined;
  return bridge.profiles.changed((message) => void onProfilesChanged(client, message));
}

export async function onProfilesChanged(client: QueryClient, message: ProfilesChanged) {
  const shown = client.getQueryData<AppInfo>(queryKeys.appInfo)?.profile;
  const { active } = message;
  if (shown && (shown.id !== active.id || shown.revision !== active.revision)) {
    // Reset, not cleared: every screen on view (the header first) is told and reads again from
    // the new profile, and nothing read from the old one stays in the cache.
    await client.resetQueries();
    return;
  }
  if (!shown) await client.invalidateQueries({ queryKey: queryKeys.appInfo });
  await profilesChanged(client);
}
