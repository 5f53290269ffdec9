import type { ReactNode } from 'react';
import { cn } from './cn';
import { InboxIcon } from './icons';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an inbox icon. */
  icon?: ReactNode;
  /** Usually a <Button> or <ButtonLink>. */
  action?: ReactNode;
  /** The title's heading level: 2 right under a page's h1 (default), 3 inside a card, section or dialog with its own h2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Shown in place of an empty list. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center rounded-card border border-dashed border-border-strong px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">{icon ?? <InboxIcon className="size-6" />}</div>
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
