import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import type { ButtonProps } from './button';

/** A framed list of one-line records (MAP cases, authorised sellers, published links), `label` naming it for screen readers. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface">
      {children}
    </ul>
  );
}

/** One record of a RowList: its facts side by side, wrapping on a narrow screen. */
export function ListRow(props: Omit<ComponentProps<'li'>, 'className'>) {
  return <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm" {...props} />;
}

/** The row's action (Remove, Revoke), at its end. */
export function RowButton(props: Omit<ButtonProps, 'size' | 'variant' | 'className'>) {
  return <Button size="small" variant="outline" className="ml-auto" {...props} />;
}
