import type { ReactNode } from 'react';

/** One term and its value, inside a `<dl className="facts">`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A whole facts list from [term, value] pairs; terms must be unique (they are the keys). */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <Fact key={term} term={term}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}
