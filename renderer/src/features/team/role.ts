import type { TeamStatus } from '../../../../shared/schemas/team';

/**
 * A supervisor's select-only role, as the README sets one up: it reads the team's activity and
 * ships nothing, so this console's own journal stays on this machine. Not a failure to raise.
 */
export function readsOnly(status: TeamStatus): boolean {
  return status.configured && status.canReadTeam && !status.canShip && status.grants !== 'more';
}
