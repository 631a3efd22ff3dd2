import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { EditProfilePage, NewProfilePage } from './ProfilePages';
import { SettingsPage } from './SettingsPage';

/**
 * `#/settings` lists profiles, `#/settings/new` adds one, `#/settings/<id>` edits one, and
 * `#/settings/team` opens at the team store (the header's audit badge links there).
 */
export function SettingsArea({ rest }: { rest: string[] }) {
  if (rest.length === 0) return <SettingsPage />;
  if (rest.length === 1 && rest[0] === 'team') return <SettingsPage focusTeam />;
  if (rest.length === 1 && rest[0] === 'new') return <NewProfilePage />;
  const id = validId(rest[0]);
  if (id && rest.length === 1) return <EditProfilePage id={id} />;
  return <NotFound path={`/settings/${rest.join('/')}`} />;
}
