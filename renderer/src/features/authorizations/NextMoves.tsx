import type { OperationReport } from '../../../../shared/schemas/operation';
import { reverseHref } from '../money/links';
import { transactionIdOf } from '../money/report';
import { useTranslation } from 'react-i18next';

/**
 * What QA usually does next with an approved authorization, pre-filled on the reversal form:
 * capture or cancel it while it is only authorized, refund it once automatic capture took it.
 */
export function NextMoves({ report }: { report: OperationReport }) {
  const transactionId = transactionIdOf(report);
  const { t } = useTranslation();
  if (report.outcome !== 'succeeded' || !transactionId) return null;
  const automatic = report.capture_mode === 'AUTOMATIC';
  return (
    <nav className="money-next" aria-label={t('authorizations.next.label')}>
      <h3>{t('authorizations.next.title')}</h3>
      <ul>
        {!automatic && (
          <>
            <li>
              <a className="button" href={reverseHref(transactionId, 'CAPTURE')}>
                {t('authorizations.next.capture')}
              </a>
            </li>
            <li>
              <a className="button" href={reverseHref(transactionId, 'CANCELLATION')}>
                {t('authorizations.next.cancel')}
              </a>
            </li>
          </>
        )}
        {automatic && (
          <li>
            <a className="button" href={reverseHref(transactionId, 'REFUND')}>
              {t('authorizations.next.refund')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
