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
  className?: string;
};

/** Shown in place of an empty list. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-card border border-dashed border-border-strong px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon ?? <InboxIcon className="size-6" />}
      </div>
      <h3 className="text-base font-semibold text-foreground">{title}</h3>
      {description ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
