import type { TFunction } from 'i18next';
import type { Operator } from '../../../shared/schemas/operator';

/**
 * Who did something, in the reader's language: the provider's person (name, e-mail, and the
 * subject at its issuer, which no one can rename), or a local operator with the words that
 * nothing verified the name. Main sends the structured operator, never its English line.
 */
export function operatorWords(operator: Operator, t: TFunction): string {
  if (operator.kind === 'local') return t('common.operator.local', { name: operator.name });
  const name = operator.name ?? operator.email ?? operator.subject;
  const who = operator.email && operator.email !== name ? `${name} <${operator.email}>` : name;
  return t('common.operator.verified', { who, subject: operator.subject, issuer: operator.issuer });
}
