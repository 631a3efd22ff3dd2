import { recordedOperator } from '../../../../shared/operator-label';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import type { Role } from '../../../../shared/schemas/operator';
import { JournaledRoleMapChange } from '../../../../shared/schemas/role-map';
import { JournaledSignInProviderChange } from '../../../../shared/schemas/sign-in';
import { useTranslation } from 'react-i18next';
import { operatorWords } from '../../i18n/operator-words';
import { errorText } from '../../lib/error-text';
import { ApiSays } from '../../ui/ApiSays';
import { Fact } from '../../ui/Facts';
import { resolutionText } from '../money/resolution';
import { activityHref, inspectorHref } from './filter-url';
import { useActivityWords } from './format';
import { OperatorName } from './OperatorName';
import { RowProfile, useRemovedProfile } from './RowProfile';

/** What the journal recorded about the operation: the audit record, in the order people ask. */
export function OperationFacts({
  row,
  requestBody,
}: {
  row: ActivityRow;
  /** The journaled request body: a role map or sign-in provider change is said from it. */
  requestBody?: unknown;
}) {
  const words = useActivityWords();
  const { t } = words;
  const error = row.error;
  const resolution = row.resolution;
  const isRemoved = useRemovedProfile();
  return (
    <section className="activity-facts" aria-labelledby="activity-facts-title">
      <h2 id="activity-facts-title">{t('activity.facts.title')}</h2>
      <dl className="facts">
        <Fact term={t('activity.facts.operation')}>
          {/* The export's type code stays on hover, where support can still match the CSV. */}
          <span title={row.operation_type}>{words.operation(row)}</span>
        </Fact>
        <Fact term={t('activity.facts.outcome')}>{words.outcomeOf(row)}</Fact>
        {/* The network's code ("51", "05") is what QA compares a decline by, after the result. */}
        {row.response_code && (
          <Fact term={t('activity.facts.responseCode')}>
            {row.response_code}
            {row.response_code_description && (
              <>
                {' — '}
                <ApiSays text={row.response_code_description} />
              </>
            )}
          </Fact>
        )}
        {row.kind === 'roles:setMap' && <RoleMapChangeFacts body={requestBody} />}
        {row.kind === 'identity:setProvider' && <SignInProviderChangeFacts body={requestBody} />}
        {resolution && (
          <>
            <Fact term={t('activity.facts.settledBy')}>
              {resolutionText(
                resolution,
                t,
                resolution.verdict === 'resent' ? words.outcomeOf(row) : undefined,
              )}
            </Fact>
            {resolution.operation_id && (
              <Fact term={t('activity.facts.settlingOperation')}>
                <a href={inspectorHref(resolution.operation_id)}>
                  <code>{resolution.operation_id}</code>
                </a>
              </Fact>
            )}
          </>
        )}
        <Fact term={t('activity.facts.amount')}>{words.amount(row)}</Fact>
        <Fact term={t('activity.facts.httpStatus')}>
          {row.http_status ?? t('activity.facts.noHttpAnswer')}
        </Fact>
        {error && (
          <>
            <Fact term={t('activity.facts.errorKind')}>
              <span title={error.code}>{t(`frame.apiError.kinds.${error.code}`)}</span>
            </Fact>
            <Fact term={t('activity.facts.apiErrorCode')}>
              {error.apiCode ?? t('activity.facts.none')}
            </Fact>
            {error.status !== undefined && error.status !== row.http_status && (
              <Fact term={t('activity.facts.errorStatus')}>{error.status}</Fact>
            )}
            <Fact term={t('activity.facts.errorMessage')}>{errorText(error, t)}</Fact>
          </>
        )}
        <Fact term={t('activity.facts.profile')}>
          <RowProfile row={row} removed={isRemoved(row)} />
        </Fact>
        <Fact term={t('activity.facts.operator')}>
          <OperatorName row={row} />
        </Fact>
        {row.approval && (
          <>
            {/* Sent later by the requester's console, whoever is signed in there by then. */}
            <Fact term={t('activity.facts.approvalRequester')}>
              {operatorWords(
                recordedOperator(row.approval.requester, row.approval.requester_identity),
                t,
              )}
            </Fact>
            <Fact term={t('activity.facts.approvedBy')}>
              {operatorWords(
                recordedOperator(row.approval.approver, row.approval.approver_identity),
                t,
              )}
            </Fact>
            <Fact term={t('activity.facts.approvalAsked')}>
              {words.whenExact(row.approval.asked_at)}
            </Fact>
            <Fact term={t('activity.facts.approvalDecided')}>
              {words.whenExact(row.approval.decided_at)}
            </Fact>
            {row.approval.note && (
              <Fact term={t('activity.facts.approvalNote')}>{row.approval.note}</Fact>
            )}
          </>
        )}
        {row.console && (
          <Fact term={t('team.activity.console')}>
            {t('team.activity.consoleOf', { name: row.console.name, id: row.console.id })}
            {row.console.login && (
              <>
                {', '}
                {t('team.activity.consoleLogin', { login: row.console.login })}
              </>
            )}
            {row.team && (
              <>
                {' '}
                <a href={activityHref({ console: row.console.name }, 'team')}>
                  {t('team.activity.onlyThisConsole')}
                </a>
              </>
            )}
          </Fact>
        )}
        <Fact term={t('activity.facts.appVersion')}>{row.app_version}</Fact>
        <Fact term={t('activity.facts.idempotencyKey')}>
          {row.idempotency_key ??
            t(
              row.kind === 'roles:setMap'
                ? 'activity.facts.noKeyRoleMap'
                : row.kind === 'identity:setProvider'
                  ? 'activity.facts.noKeySignIn'
                  : 'activity.facts.noKey',
            )}
        </Fact>
        <Fact term={t('activity.facts.started')}>{words.when(row.started_at)}</Fact>
        <Fact term={t('activity.facts.finished')}>
          {row.finished_at ? words.when(row.finished_at) : t('activity.facts.notFinished')}
        </Fact>
        <Fact term={t('activity.facts.attempts')}>{row.attempts}</Fact>
        <Fact term={t('activity.facts.latency')}>{words.latency(row.latency_ms)}</Fact>
      </dl>
    </section>
  );
}

/**
 * A role map change in the reader's words: each operation whose roles changed, before and after,
 * from the journal's record of it (the export keeps the record's codes).
 */
function RoleMapChangeFacts({ body }: { body: unknown }) {
  const { t } = useTranslation();
  const read = JournaledRoleMapChange.safeParse(body);
  if (!read.success) return null;
  const roles = (list: readonly Role[]) =>
    list.length > 0
      ? list.map((role) => t(`frame.roleNames.${role}`)).join(', ')
      : t('money.roleMap.noRoles');
  return (
    <Fact term={t('activity.facts.roleMapChanges')}>
      <ul className="role-map-changes">
        {read.data.changes.map((change) => (
          <li key={change.channel}>
            {t('activity.facts.roleMapChange', {
              channel: change.channel,
              before: roles(change.before),
              after: roles(change.after),
            })}
          </li>
        ))}
      </ul>
    </Fact>
  );
}

/**
 * A change of the sign-in provider in the reader's words, from the journal's record of it: the
 * settings stored and whether the client secret changed (the journal never holds the secret).
 */
function SignInProviderChangeFacts({ body }: { body: unknown }) {
  const { t } = useTranslation();
  const read = JournaledSignInProviderChange.safeParse(body);
  if (!read.success) return null;
  const change = read.data;
  return (
    <>
      <Fact term={t('activity.facts.signIn.issuer')}>{change.issuer}</Fact>
      <Fact term={t('activity.facts.signIn.clientId')}>{change.client_id}</Fact>
      <Fact term={t('activity.facts.signIn.rolesClaim')}>{change.roles_claim}</Fact>
      <Fact term={t('activity.facts.signIn.secretChanged')}>
        {change.secret_changed ? t('activity.facts.signIn.yes') : t('activity.facts.signIn.no')}
      </Fact>
    </>
  );
}
