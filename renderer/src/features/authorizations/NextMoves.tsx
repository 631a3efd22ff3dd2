import type { OperationReport } from '../../../../shared/schemas/operation';
import { reverseHref } from '../money/links';
import { transactionIdOf } from '../money/report';

/**
 * What QA usually does next with an approved authorization, pre-filled on the reversal form:
 * capture or cancel it while it is only authorized, refund it once automatic capture took it.
 */
export function NextMoves({ report }: { report: OperationReport }) {
  const transactionId = transactionIdOf(report);
  if (report.outcome !== 'succeeded' || !transactionId) return null;
  const automatic = report.capture_mode === 'AUTOMATIC';
  return (
    <nav className="money-next" aria-label="Next moves">
      <h3>Next</h3>
      <ul>
        {!automatic && (
          <>
            <li>
              <a className="button" href={reverseHref(transactionId, 'CAPTURE')}>
                Capture
              </a>
            </li>
            <li>
              <a className="button" href={reverseHref(transactionId, 'CANCELLATION')}>
                Cancel
              </a>
            </li>
          </>
        )}
        {automatic && (
          <li>
            <a className="button" href={reverseHref(transactionId, 'REFUND')}>
              Refund
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
