import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { nextMoves } from './next-moves';

/** The moves not already offered on the page itself (capture and refund have their own prompt). */
export function NextMoves({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const all = nextMoves(payment);
  const moves = all.moves.filter((m) => m.type !== 'CAPTURE' && m.type !== 'REFUND');
  const { missingAuthorization, unknownState } = all;
  return (
    <section aria-labelledby="payment-next-moves">
      <h2 id="payment-next-moves">{t('payments.moves.title')}</h2>
      {moves.length === 0 ? (
        <p className="muted">{t('payments.moves.none')}</p>
      ) : (
        <ul className="next-moves">
          {moves.map((move) => (
            <li key={move.href}>
              <a className="button" href={move.href}>
                {t(`payments.moves.${move.move}`)}
              </a>{' '}
              <span className="muted">{t(`payments.moves.${move.move}Hint`)}</span>
            </li>
          ))}
        </ul>
      )}
      {unknownState && (
        <p className="muted">{t('payments.moves.unknownState', { status: payment.status })}</p>
      )}
      {missingAuthorization && <p className="muted">{t('payments.moves.missingAuthorization')}</p>}
    </section>
  );
}
