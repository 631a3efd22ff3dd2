import { z } from 'zod';
import { CHANNELS } from '../channels';
import { Role } from './operator';

/** A channel; main refuses one whose roles the map does not list (permissions.ts). */
export const EditableChannel = z.enum(CHANNELS);

export const RoleMapRow = z.object({
  channel: z.enum(CHANNELS),
  roles: z.array(Role),
  defaults: z.array(Role),
});
export type RoleMapRow = z.infer<typeof RoleMapRow>;

export const RoleMapView = z.object({ rows: z.array(RoleMapRow) });
export type RoleMapView = z.infer<typeof RoleMapView>;

/** One row's new roles, or every row back to what the operation modules say. */
export const RoleMapEdit = z.union([
  z.object({ channel: EditableChannel, roles: z.array(Role).max(5) }),
  z.object({ reset: z.literal(true) }),
]);
export type RoleMapEdit = z.infer<typeof RoleMapEdit>;

/** What the data folder's role-map.json holds: only the rows an administrator changed. */
export const StoredRoleMap = z.object({
  v: z.literal(1),
  overrides: z.partialRecord(z.enum(CHANNELS), z.array(Role)),
});

/**
 * What the journal records of a role map change (its request body): each changed row's roles
 * before and after. Read tolerantly on screens: a body that does not read shows nothing extra.
 */
export const JournaledRoleMapChange = z.object({
  changes: z.array(z.object({ channel: z.string(), before: z.array(Role), after: z.array(Role) })),
});
export type JournaledRoleMapChange = z.infer<typeof JournaledRoleMapChange>;
