import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from './card';
import { cn } from './cn';
import { EntityAvatar } from './entity-avatar';

/** The label of a fact on every detail screen: sentence case, muted, the value's size. */
export const FACT_TERM = 'text-sm text-muted-foreground';

/** An unset value: an em dash to the eye, "Not set" to a screen reader (which would read the dash as nothing or "dash"). */
export function NotSet() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not set</span>
    </span>
  );
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** One labelled fact of a record, the label above its value; an empty value reads as `NotSet`. */
export function Fact({ term, children }: { term: string; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={FACT_TERM}>{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-foreground">{isBlank(children) ? <NotSet /> : children}</dd>
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

/** Labelled values in order: `[['Members', 3], ['Updated', 'Mar 4, 2026']]`. */
export type Facts = readonly (readonly [string, ReactNode])[];

/** A few facts side by side under a detail header ("Members 3", "Updated Mar 4, 2026"), their values in bold. */
export function FactGrid({ facts, className }: { facts: Facts; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className={FACT_TERM}>{label}</dt>
          <dd className="mt-0.5 font-medium break-words">{isBlank(value) ? <NotSet /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The summary card first under a detail header (a team's, a brand's): the record's picture, or its
 * initials, beside up to three facts in a row; `children` (e.g. a disclosure) take a full row below.
 */
export function AvatarFactsCard({ name, image, facts, children }: { name: string; image: string | null; facts: Facts; children?: ReactNode }) {
  return (
    <Card>
      <CardBody className="flex flex-wrap items-center gap-4">
        <EntityAvatar name={name} image={image} size="lg" />
        <FactGrid className="flex-1 grid-cols-2 sm:grid-cols-3" facts={facts} />
        {children}
      </CardBody>
    </Card>
  );
}
