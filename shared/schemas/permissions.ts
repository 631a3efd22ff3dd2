import { z } from 'zod';
import { CHANNELS } from '../channels';
import { Operator, Role } from './operator';

/**
 * What the person at the console may do now, for the page to show only that: main still refuses
 * anything else, whatever the page sends. Re-pushed when the roles, the role map or the active
 * profile's production flag change.
 */
export const SessionPermissions = z.object({
  operator: Operator,
  roles: z.array(Role),
  allowed: z.array(z.enum(CHANNELS)),
});
export type SessionPermissions = z.infer<typeof SessionPermissions>;
