import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/** A white panel with a border. Compose with CardHeader / CardBody / CardFooter, or pass children. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-card border border-border bg-surface shadow-xs', className)} {...props} />;
}

export type CardHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (they wrap below the title on narrow screens). */
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardHeader({ title, description, actions, as: Heading = 'h2', className, ...props }: CardHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-4 sm:px-6', className)} {...props}>
      <div className="min-w-0 space-y-1">
        <Heading className="text-base font-semibold text-foreground">{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 py-4 sm:px-6 sm:py-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center justify-end gap-2 rounded-b-card border-t border-border bg-muted/50 px-4 py-3 sm:px-6', className)}
      {...props}
    />
  );
}

/**
 * A card whose body is still loading (its code or its data): the card's title and description in
 * place, so the page does not shift when the body arrives.
 */
export function CardLoading({ title, description, id }: { title: string; description?: string; id?: string }) {
  return (
    <Card id={id} aria-busy="true">
      <CardHeader title={title} description={description} />
      <div className="px-4 py-6 text-sm text-muted-foreground sm:px-6">Loading…</div>
    </Card>
  );
}
