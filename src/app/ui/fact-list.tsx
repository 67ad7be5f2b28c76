// The facts of a card or a panel as a description list, a term and its value a row, in the column widths it asks for.
import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
  /** The fact a reader compares first (a price): in bold. */
  strong?: boolean;
}

export function FactList({
  facts,
  className,
  termClassName = 'col-5',
  valueClassName = 'col-7',
}: {
  facts: Array<Fact | null>;
  className: string;
  termClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (fact ? <FactRow key={fact.term} fact={fact} termClassName={termClassName} valueClassName={valueClassName} /> : null))}
    </dl>
  );
}

function FactRow({ fact, termClassName, valueClassName }: { fact: Fact; termClassName: string; valueClassName: string }) {
  return (
    <>
      <dt className={termClassName}>{fact.term}</dt>
      <dd className={fact.strong ? `${valueClassName} fw-semibold` : valueClassName}>{fact.value}</dd>
    </>
  );
}
