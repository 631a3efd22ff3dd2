import type { Operator, Role } from '../../../shared/schemas/operator';
import type { OperatorSession } from './operator-session';

/**
 * A local operator with only the given roles, for tests that start the core as one role would
 * sign in. Given as a core option by the test's own code: no page can reach it.
 */
export function fixedRolesSession(name: string, roles: readonly Role[]): OperatorSession {
  const operator: Operator = { kind: 'local', name };
  const fixed = [...roles];
  return { operator: () => operator, roles: () => fixed, onChange: () => () => {} };
}
