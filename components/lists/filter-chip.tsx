import { cn } from '@/components/ui/cn';

export type FilterChipProps = {
  label: string;
  summary: string;
  /** Reopens the "Filter" menu at this filter. */
  onEdit: () => void;
  /** Drops the filter; left out for a chip that only says what is shown (the tasks' "Status: Open"). */
  onRemove?: () => void;
};

/**
 * An active filter beside the "Filter" button, Linear's way: "Status: Open ×". The text is a button
 * that reopens the menu at the filter, "×" removes it. One chip for every list (tasks, files,
 * insights, meetings, retailers). 32 px high, the row it sits in is rendered on the server with it.
 */
export function FilterChip({ label, summary, onEdit, onRemove }: FilterChipProps) {
  return (
    <li className="inline-flex h-8 max-w-full min-w-0 items-center rounded-full border border-border bg-surface text-sm shadow-xs" data-testid="filter-chip">
      <button
        type="button"
        aria-haspopup="menu"
        onClick={onEdit}
        className={cn(
          'flex h-full min-w-0 items-center gap-1 rounded-full pl-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          onRemove ? 'rounded-r-none pr-1.5' : 'pr-3',
        )}
      >
        <span className="shrink-0 text-muted-foreground">{`${label}:`}</span>
        <span className="truncate font-medium text-foreground">{summary}</span>
      </button>
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove ${label} filter`}
          title={`Remove ${label} filter`}
          onClick={onRemove}
          className="flex h-full items-center rounded-r-full pr-2.5 pl-1.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}
