import { Operator } from './schemas/operator';

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

const LOCAL_SUFFIX = ' (local, not verified)';

/**
 * Who a record names, read tolerantly: the identity it carries, or, for a record written before
 * records carried one (or whose identity does not read), its one-line label as a local operator
 * that nothing verified. A label never becomes a verified identity: anyone could have typed it.
 */
export function recordedOperator(label: string, identity?: unknown): Operator {
  const read = Operator.safeParse(identity);
  if (read.success) return read.data;
  const name = label.endsWith(LOCAL_SUFFIX) ? label.slice(0, -LOCAL_SUFFIX.length) : label;
  return { kind: 'local', name };
}
