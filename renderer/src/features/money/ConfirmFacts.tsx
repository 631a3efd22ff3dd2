import type { ReactNode } from 'react';

/** A fact of a change main asks the person to confirm: its term and what main read. */
export type ConfirmFact = readonly [term: string, value: ReactNode];

/**
 * The layout every change confirmed by main shares: its question, what it puts at stake, then
 * each fact as main planned it, so the person reads the same order whatever is changing.
 */
export function ConfirmFacts({
  question,
  warning,
  facts,
}: {
  question: string;
  warning: string;
  facts: readonly (ConfirmFact | false | undefined)[];
}) {
  return (
    <>
      <p className="money-confirm-question">{question}</p>
      <p>{warning}</p>
      <dl className="facts">
        {facts
          .filter((fact): fact is ConfirmFact => Boolean(fact))
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
