import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn';
import type { IconProps } from './icon-base';

export type EmptyStateProps = {
  /**
   * The icon of the kind of list: the sidebar's icon of its place where it has one (icons.tsx:
   * tasks are CheckSquareIcon, like the Tasks link), else its own (SearchIcon for filters that
   * match nothing, AlertTriangleIcon for what is not there, more-icons.tsx for the rest). Passed
   * by the caller rather than looked up from a table of kinds, so a screen carries only its own.
   */
  icon: ComponentType<IconProps>;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a <Button> or <ButtonLink>: what creates the first one, where the user may. */
  action?: ReactNode;
  /**
   * The title's heading level: 2 right under a page's h1 (default), 3 inside a card, section or
   * dialog with its own h2; null for a popover outside the page's outline (the header search), where
   * the title is a plain line.
   */
  headingLevel?: 2 | 3 | 4 | null;
  /** Inside a card or a panel that has its own frame: no dashed border, less room. */
  compact?: boolean;
  className?: string;
};

/** Shown in place of an empty list. */
export function EmptyState({ icon: Glyph, title, description, action, headingLevel = 2, compact = false, className }: EmptyStateProps) {
  const Heading = headingLevel === null ? 'p' : (`h${headingLevel}` as const);
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        compact ? 'px-4 py-6' : 'rounded-card border border-dashed border-border-strong px-6 py-12',
        className,
      )}
    >
      <div className={cn('flex items-center justify-center rounded-full bg-primary-soft text-primary', compact ? 'mb-3 size-9' : 'mb-4 size-12')}>
        <Glyph className={compact ? 'size-5' : 'size-6'} />
      </div>
      <Heading className={cn('font-semibold text-foreground', compact ? 'text-sm' : 'text-base')}>{title}</Heading>
      {description ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className={compact ? 'mt-4' : 'mt-6'}>{action}</div> : null}
    </div>
  );
}
