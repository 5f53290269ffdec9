import type { ReactNode } from 'react';
import { cn } from './cn';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right; they move below the title on narrow screens. */
  actions?: ReactNode;
  /** Small content above the title, e.g. breadcrumbs or a back link. */
  eyebrow?: ReactNode;
  className?: string;
};

/** The h1 of a screen with its description and main actions. */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        {eyebrow ? <div className="text-sm text-muted-foreground">{eyebrow}</div> : null}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
