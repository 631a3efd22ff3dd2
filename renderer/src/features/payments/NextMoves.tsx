import type { Payment } from '../../../../shared/schemas/payment';
import { nextMoves } from './next-moves';

/** The moves not already offered on the page itself (capture and refund have their own prompt). */
export function NextMoves({ payment }: { payment: Payment }) {
  const all = nextMoves(payment);
  const moves = all.moves.filter((m) => m.type !== 'CAPTURE' && m.type !== 'REFUND');
  const { missingAuthorization, unknownState } = all;
  return (
    <section aria-labelledby="payment-next-moves">
      <h2 id="payment-next-moves">Next moves</h2>
      {moves.length === 0 ? (
        <p className="muted">
          None: a {payment.status ?? 'payment in this state'} payment cannot move any more money.
        </p>
      ) : (
        <ul className="next-moves">
          {moves.map((move) => (
            <li key={move.href}>
              <a className="button" href={move.href}>
                {move.label}
              </a>{' '}
              <span className="muted">{move.hint}</span>
            </li>
          ))}
        </ul>
      )}
      {unknownState && (
        <p className="muted">
          The API documents no state {payment.status}: capture, cancel and refund are not offered,
          and the API decides what cancel-or-refund does.
        </p>
      )}
      {missingAuthorization && (
        <p className="muted">
          Capture, cancel and refund need the payment’s authorization transaction, which the API did
          not list.
        </p>
      )}
    </section>
  );
}
