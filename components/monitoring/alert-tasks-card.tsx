import { Link } from '@/components/ui/link';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckSquareIcon } from '@/components/ui/icons';
import type { AlertTaskLink } from '@/lib/contract/monitoring/alert-links';
import { formatDateTime } from '@/lib/dates/format-date';

/** The tasks the product's alerts opened (those the viewer can read), newest first, each linking to its task. */
export function AlertTasksCard({ tasks }: { tasks: readonly AlertTaskLink[] }) {
  return (
    <Card>
      <CardHeader title="Tasks opened by alerts" description="Rules set to “open a task” file one in their workspace when they fire." />
      {tasks.length === 0 ? (
        <EmptyState compact headingLevel={3} icon={CheckSquareIcon} title="No alert has opened a task yet" />
      ) : (
        <ul className="divide-y divide-border text-sm" aria-label="Tasks opened by alerts">
          {tasks.map((t) => (
            <li key={t.event_id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
              <Link href={t.task.url} prefetch={false} className="min-w-0 break-words font-medium text-primary hover:underline">
                {t.task.title}
              </Link>
              <span className="text-xs text-muted-foreground">
                {t.task.workspace_name} · <time dateTime={t.created_at}>{formatDateTime(t.created_at)}</time> · {t.task.completed ? 'Completed' : 'Open'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
