import type { Operator } from './schemas/operator';

/**
 * How a record names its operator in one line, as the provider said it (name, e-mail, and the
 * subject at its issuer, which no one can rename), or says that nothing verified the name.
 */
export function operatorLabel(operator: Operator): string {
  if (operator.kind === 'local') return `${operator.name} (local, not verified)`;
  const who = operator.name ?? operator.email ?? operator.subject;
  const email = operator.email && operator.email !== who ? ` <${operator.email}>` : '';
  return `${who}${email} (${operator.subject} at ${operator.issuer})`;
}
