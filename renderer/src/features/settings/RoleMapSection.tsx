import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../shared/schemas/operator';
import type { RoleMapEdit, RoleMapRow } from '../../../../shared/schemas/role-map';
import { usePermissions } from '../../app/permissions';
import { api, call, ConsoleError, settle, toAppError } from '../../lib/api';
import { useMainConfirmation } from '../money/useMainConfirmation';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { operationKey } from '../../../../shared/operations/presentation';
import { en } from '../../i18n/areas/settings';
import { hasWords } from '../../i18n/keys';

/**
 * The role map as an administrator edits it: operations by roles, each row marked where it left
 * the operation module's defaults. A box asks main to change the map; main confirms the change
 * with the person first, refuses an edit that would take the map from the editor's own roles,
 * and records every change.
 */
export function RoleMapSection() {
  const { t } = useTranslation();
  // Closed until asked for: two hundred boxes would weigh on every visit to Settings.
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  // Shown only once main has said so: unlike an area, the table is an administrator's alone.
  const allowed = usePermissions()?.allowed ?? [];
  const mayRead = allowed.includes('roles:map');
  const mayEdit = allowed.includes('roles:setMap');
  const map = useQuery({
    queryKey: queryKeys.roleMap,
    queryFn: () => call(api().roles.map()),
    enabled: mayRead && open,
    retry: false,
  });
  // Main asks the person to confirm the exact rows an edit changes, as for production money.
  const confirmation = useMainConfirmation();
  const edit = useMutation({
    mutationFn: async (input: RoleMapEdit) => {
      const done = await confirmation.confirmThrough((code) =>
        settle(() =>
          call(api().roles.setMap({ ...input, ...(code ? { confirmation: code } : {}) })),
        ),
      );
      if (done.status === 'refused') throw new ConsoleError(done.error);
      return done.status === 'sent' ? done.value : undefined;
    },
    // Declined: the boxes still show main's map, which did not change.
    onSuccess: (view) => view && client.setQueryData(queryKeys.roleMap, view),
  });
  if (!mayRead) return null;
  const roleName = (role: Role) => t(`frame.roleNames.${role}`);
  // A channel the catalog does not name (a newer main's) is shown by its code.
  const operationName = (channel: string) => {
    const key: string = operationKey(channel);
    return hasWords(en.roleMap.operations, key) ? t(`settings.roleMap.operations.${key}`) : channel;
  };
  const toggle = (row: RoleMapRow, role: Role, on: boolean) =>
    edit.mutate({
      channel: row.channel,
      roles: on ? [...row.roles, role] : row.roles.filter((r) => r !== role),
    });
  // A button that says what it opens: a bare disclosure triangle said nothing beside it.
  return (
    <section aria-labelledby="role-map-title">
      <h2 id="role-map-title">{t('settings.roleMap.title')}</h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="role-map-body"
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t('settings.roleMap.hide') : t('settings.roleMap.show')}
      </button>
      {open && body()}
      {confirmation.dialog}
    </section>
  );

  function body() {
    return (
      <div id="role-map-body">
        <p className="muted">{t('settings.roleMap.intro')}</p>
        {edit.isError && (
          <ErrorNotice title={t('settings.roleMap.failed')} error={toAppError(edit.error)} />
        )}
        {map.isPending ? (
          <p role="status">{t('settings.roleMap.loading')}</p>
        ) : map.isError ? (
          <ErrorNotice
            title={t('settings.roleMap.loadFailed')}
            error={toAppError(map.error)}
            onRetry={() => void map.refetch()}
          />
        ) : (
          <>
            <table className="role-map" aria-labelledby="role-map-title">
              <thead>
                <tr>
                  <th scope="col">{t('settings.roleMap.channel')}</th>
                  {ROLES.map((role) => (
                    <th scope="col" key={role}>
                      {roleName(role)}
                    </th>
                  ))}
                  <th scope="col">{t('settings.roleMap.state')}</th>
                </tr>
              </thead>
              <tbody>
                {map.data.rows.map((row) => {
                  const isDefault =
                    row.roles.length === row.defaults.length &&
                    row.roles.every((r) => row.defaults.includes(r));
                  return (
                    <tr key={row.channel}>
                      <th scope="row" title={row.channel}>
                        {operationName(row.channel)}
                      </th>
                      {ROLES.map((role) => (
                        <td key={role}>
                          <input
                            type="checkbox"
                            aria-label={t('settings.roleMap.allow', {
                              role: roleName(role),
                              channel: operationName(row.channel),
                            })}
                            checked={row.roles.includes(role)}
                            disabled={!mayEdit || edit.isPending}
                            onChange={(event) => toggle(row, role, event.target.checked)}
                          />
                        </td>
                      ))}
                      <td>
                        {isDefault
                          ? t('settings.roleMap.isDefault')
                          : t('settings.roleMap.changed', {
                              roles:
                                row.defaults.map(roleName).join(', ') ||
                                t('settings.roleMap.noRoles'),
                            })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {mayEdit && (
              <button
                type="button"
                onClick={() => edit.mutate({ reset: true })}
                disabled={edit.isPending}
              >
                {t('settings.roleMap.reset')}
              </button>
            )}
          </>
        )}
      </div>
    );
  }
}
