import { useTranslation } from 'react-i18next';
import type { SignInSummary } from '../../../../shared/schemas/confirmation';
import { operatorWords } from '../../i18n/operator-words';
import { ConfirmFacts, type ConfirmFact } from './ConfirmFacts';

/**
 * How operators would sign in, field by field, as main is about to store it: the person checks
 * the provider and the roles its values grant, not what the form believes it sent.
 */
export function SignInConfirmFacts({ summary }: { summary: SignInSummary }) {
  const { t } = useTranslation();
  const facts: (ConfirmFact | false)[] = [
    [t('money.signIn.operation'), summary.operation],
    [t('money.signIn.issuer'), summary.issuer],
    [t('money.signIn.clientId'), summary.client_id],
    [t('money.signIn.rolesClaim'), summary.roles_claim],
    [
      t('money.signIn.roleMap'),
      summary.role_map
        .map(({ value, role }) =>
          t('money.signIn.roleValue', { value, role: t(`frame.roleNames.${role}`) }),
        )
        .join(', '),
    ],
    [t('money.signIn.secret'), t(`money.signIn.secretValues.${summary.secret.state}`)],
    !!summary.changes && [t('money.signIn.changes'), summary.changes.join('; ')],
    [t('money.signIn.applies'), summary.applies],
    !!summary.operator && [t('money.signIn.operator'), operatorWords(summary.operator, t)],
  ];
  return (
    <ConfirmFacts
      question={t('money.signIn.question', { issuer: summary.issuer, clientId: summary.client_id })}
      warning={t('money.signIn.warning')}
      facts={facts}
    />
  );
}
