import { useTranslation } from 'react-i18next';
import { cardBrand } from '../../../../shared/card/brand';
import { maskPan } from '../../../../shared/card/mask-pan';
import { isReversalDrill, TEST_CARDS } from '../../../../shared/card/test-cards';
import { go } from '../../app/router';
import { handTestCard } from './card-handoff';

/**
 * The simulator's test cards with what each makes it answer, from the table its network decides
 * by. A number is shown as BIN and last four; "Use" hands the whole number to the form in memory.
 */
export function TestCardsPanel({ rawCards }: { rawCards: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="simulator-cards">
      <h2 id="simulator-cards">{t('simulator.cards.heading')}</h2>
      <p className="hint">{t('simulator.cards.hint')}</p>
      <table className="data-table test-cards" aria-labelledby="simulator-cards">
        <thead>
          <tr>
            <th scope="col">{t('simulator.cards.card')}</th>
            <th scope="col">{t('simulator.cards.brand')}</th>
            <th scope="col">{t('simulator.cards.type')}</th>
            <th scope="col">{t('simulator.cards.outcome')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('simulator.cards.useAuthorization')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map((card) => {
            const masked = maskPan(card.pan);
            const drill = isReversalDrill(card.outcome);
            return (
              <tr key={card.pan}>
                <td>
                  <code>{masked}</code>
                </td>
                <td>{cardBrand(card.pan)?.name ?? '—'}</td>
                <td>
                  {card.cardType === 'DEBIT'
                    ? t('simulator.cards.debit')
                    : t('simulator.cards.credit')}
                </td>
                <td>
                  {t(`simulator.cards.outcomes.${card.outcome}`)}
                  {drill && <p className="hint">{t('simulator.cards.drill')}</p>}
                </td>
                <td className="row-actions">
                  {rawCards && (
                    <button
                      type="button"
                      aria-label={t('simulator.cards.useAuthorizationFor', { card: masked })}
                      onClick={() => {
                        handTestCard('authorization', card.pan);
                        go({ to: '/authorizations' });
                      }}
                    >
                      {t('simulator.cards.useAuthorization')}
                    </button>
                  )}
                  {!drill && (
                    <button
                      type="button"
                      aria-label={t('simulator.cards.useInstrumentFor', { card: masked })}
                      onClick={() => {
                        handTestCard('instrument', card.pan);
                        go({ to: '/instruments/new' });
                      }}
                    >
                      {t('simulator.cards.useInstrument')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
