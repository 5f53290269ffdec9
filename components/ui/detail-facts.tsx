import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from './card';
import { cn } from './cn';

/** One labelled fact of a record, stacked; an empty value reads as `empty` in muted text. */
export function Fact({ term, children, empty = 'Not set' }: { term: string; children: ReactNode; empty?: string }) {
  const blank = children === null || children === undefined || children === '';
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm break-words text-foreground">{blank ? <span className="text-muted-foreground">{empty}</span> : children}</dd>
    </div>
  );
}

/** The "Details" card of a detail screen: a list of Facts. */
export function FactsCard({ children, title = 'Details' }: { children: ReactNode; title?: string }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        <dl className="space-y-4">{children}</dl>
      </CardBody>
    </Card>
  );
}

/** A few facts side by side under a detail header ("Members 3", "Updated Mar 4, 2026"); unset ones read as an em dash. */
export function FactGrid({ facts, className }: { facts: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 font-medium break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
