import { ROLES, type Operator, type Role } from '../../../shared/schemas/operator';

/** Who is signed in now, and what they may do: main reads it on every call. */
export interface OperatorSession {
  operator(): Operator;
  roles(): readonly Role[];
  /** Called after sign-in, sign-out, a lock or a change of the role map. */
  onChange(listener: () => void): () => void;
}

/**
 * With no provider configured (the embedded default) the console runs as it always has: one
 * local operator who may do everything, named by the operating system and marked unverified.
 */
export function localOperatorSession(name: string): OperatorSession {
  const operator: Operator = { kind: 'local', name };
  return { operator: () => operator, roles: () => ROLES, onChange: () => () => {} };
}
