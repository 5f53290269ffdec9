import { cn } from '@/components/ui/cn';
import { formatDueDate } from '@/lib/tasks/task-format';

/** The red "Overdue" badge (the upstream decides: not completed and due before today, UTC). */
export function OverdueBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger ring-1 ring-danger/20 ring-inset">
      Overdue
    </span>
  );
}

/** "Due Mar 4, 2026" with the "Overdue" badge when it applies; nothing without a due date. */
export function DueDate({ due, overdue, className }: { due: string | null; overdue: boolean; className?: string }) {
  const text = formatDueDate(due);
  if (!text) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5 text-xs', overdue ? 'text-danger' : 'text-muted-foreground', className)}>
      <span>
        Due <time dateTime={due?.slice(0, 10)}>{text}</time>
      </span>
      {overdue ? <OverdueBadge /> : null}
    </span>
  );
}
