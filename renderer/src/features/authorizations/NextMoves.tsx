import type { OperationReport } from '../../../../shared/schemas/operation';
import { paymentHref, reverseHref } from '../money/links';
import { paymentIdOf, transactionIdOf } from '../money/report';
import { useTranslation } from 'react-i18next';

/**
 * What QA usually does next with an approved authorization, pre-filled on the reversal form:
 * capture or cancel it while it is only authorized, refund it once automatic capture took it.
 * While that automatic capture is still settling there is nothing to refund: the one true move
 * is to watch the payment until it is captured.
 */
export function NextMoves({ report }: { report: OperationReport }) {
  const transactionId = transactionIdOf(report);
  const { t } = useTranslation();
  if (report.outcome !== 'succeeded' || !transactionId) return null;
  const automatic = report.capture_mode === 'AUTOMATIC';
  const paymentId = paymentIdOf(report);
  if (report.capture_pending) {
    return (
      <nav className="money-next" aria-label={t('authorizations.next.label')}>
        <h3>{t('authorizations.next.title')}</h3>
        <p>{t('authorizations.next.capturePending')}</p>
        {paymentId && (
          <ul>
            <li>
              <a className="button" href={paymentHref(paymentId)}>
                {t('authorizations.next.payment')}
              </a>
            </li>
          </ul>
        )}
      </nav>
    );
  }
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
