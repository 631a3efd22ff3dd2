import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ConfirmationCode,
  isRoleMapSummary,
  isSignInSummary,
  isTeamStoreSummary,
  type ConfirmationPrompt,
  type ProductionSummary,
} from '../../../../shared/schemas/confirmation';
import { formatMoney } from '../../../../shared/money';
import { operatorWords } from '../../i18n/operator-words';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { RoleMapConfirmFacts } from './RoleMapConfirmFacts';
import { SignInConfirmFacts } from './SignInConfirmFacts';
import { TeamStoreConfirmFacts } from './TeamStoreConfirmFacts';

const CodeForm = z.object({ code: ConfirmationCode });
type CodeForm = z.infer<typeof CodeForm>;

/**
 * What main is about to do, as main summarized it from the exact request (not as the form
 * believes it), beside a field for the code main printed in the terminal where the console
 * runs: a channel the page cannot read, so only the person can confirm.
 */
export function ProductionConfirmDialog({
  prompt,
  problem,
  onConfirm,
  onCancel,
}: {
  prompt: ConfirmationPrompt;
  /** Why the last code did not work (wrong, expired), when one was typed. */
  problem?: string;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { summary } = prompt;
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: zodResolver(CodeForm),
    defaultValues: { code: '' },
  });
  const confirm = handleSubmit(({ code }) => onConfirm(code));
  const [title, confirmLabel, facts] = isTeamStoreSummary(summary)
    ? [
        t('money.teamStore.title'),
        t('money.teamStore.confirm'),
        <TeamStoreConfirmFacts summary={summary} />,
      ]
    : isRoleMapSummary(summary)
      ? [
          t('money.roleMap.title'),
          t('money.roleMap.confirm'),
          <RoleMapConfirmFacts summary={summary} />,
        ]
      : isSignInSummary(summary)
        ? [
            t('money.signIn.title'),
            t('money.signIn.confirm'),
            <SignInConfirmFacts summary={summary} />,
          ]
        : [
            t('money.production.title', { profile: summary.profile }),
            t('money.production.confirm'),
            <ProductionFacts summary={summary} />,
          ];
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      {facts}
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <TextField
          label={t('money.production.code')}
          hint={t('money.production.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={formState.errors.code?.message}
          registration={register('code')}
        />
      </form>
    </ConfirmDialog>
  );
}

function ProductionFacts({ summary }: { summary: ProductionSummary }) {
  const { t, i18n } = useTranslation();
  const amount = summary.amount
    ? formatMoney(summary.amount.value, summary.amount.currency, i18n.language)
    : undefined;
  // Main's summary of the exact request: its operation and target words are main's, as sent.
  const question = summary.changes
    ? t('money.production.questionChanges', {
        operation: summary.operation,
        changes: summary.changes.join(', '),
      })
    : t(summary.last_four ? 'money.production.questionCard' : 'money.production.question', {
        operation: summary.operation,
        amount: amount ?? t('money.production.noAmount'),
        last4: summary.last_four,
      });
  return (
    <>
      <p className="money-confirm-question">{question}</p>
      <p>
        {(summary.weakens ?? Boolean(summary.changes))
          ? t('money.production.weakens')
          : t('money.production.realMoney')}
      </p>
      <dl className="facts">
        <div>
          <dt>{t('money.production.operation')}</dt>
          <dd>{summary.operation}</dd>
        </div>
        {summary.changes ? (
          <div>
            <dt>{t('money.production.changes')}</dt>
            <dd>{summary.changes.join('; ')}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('money.production.amount')}</dt>
              <dd>{amount ?? t('money.production.noAmountGiven')}</dd>
            </div>
            <div>
              <dt>{t('money.production.card')}</dt>
              <dd>
                {summary.last_four
                  ? t('money.production.cardEnding', { last4: summary.last_four })
                  : t('money.production.cardNotKnown')}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('money.production.target')}</dt>
          <dd>{summary.target}</dd>
        </div>
        <div>
          <dt>{t('money.production.profile')}</dt>
          <dd>
            {t('money.production.profileValue', {
              profile: summary.profile,
              url: summary.base_url,
            })}
          </dd>
        </div>
        {summary.operator ? (
          <div>
            <dt>{t('money.production.operator')}</dt>
            <dd>{operatorWords(summary.operator, t)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
