import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/** One labelled fact of a record; an empty value reads as `empty` in muted text. */
export function Fact({ term, children, empty = 'Not set' }: { term: string; children: ReactNode; empty?: string }) {
  const blank = children === null || children === undefined || children === '';
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm break-words text-foreground">{blank ? <span className="text-muted-foreground">{empty}</span> : children}</dd>
    </div>
  );
}

/** The "Details" card of a workspace record. */
export function FactsCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader title="Details" />
      <CardBody>
        <dl className="space-y-4">{children}</dl>
      </CardBody>
    </Card>
  );
}
