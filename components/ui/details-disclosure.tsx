import type { ReactNode } from 'react';
import { cn } from './cn';

type Props = {
  /** The summary line; "Details" unless the screen needs another word. */
  summary?: ReactNode;
  children: ReactNode;
  /** Open from the start (e.g. when a field inside has an error). */
  open?: boolean;
  className?: string;
};

/**
 * Technical facts a business screen keeps available but out of the way (a fetcher, an HTTP status,
 * a raw id, an extraction selector): a native <details>, so it needs no script and keyboards and
 * screen readers know it.
 */
export function DetailsDisclosure({ summary = 'Details', children, open, className }: Props) {
  return (
    <details className={cn('text-sm', className)} open={open || undefined}>
      <summary className="w-fit cursor-pointer rounded-control text-xs text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        {summary}
      </summary>
      <div className="mt-2 space-y-1 rounded-card bg-muted/40 p-3">{children}</div>
    </details>
  );
}
