/** A row of labelled figures (amounts, seats) as a description list, the way booking screens show them. */
export type Fact = readonly [label: string, value: string | number];

export default function FactList({ facts, className, live = false }: { facts: readonly Fact[]; className: string; live?: boolean }) {
  return (
    <dl className={className} aria-live={live ? 'polite' : undefined}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
