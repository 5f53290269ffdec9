'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckSquareIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { TASKS_FETCH_ERROR } from '@/lib/tasks/task-fetch-error';
import type { TaskStatus } from '@/lib/tasks/task-filters';
import type { TaskPage } from '@/lib/tasks/task-queries';
import { TaskRow } from './task-row';
import { NoMatchState } from '@/components/workspace-content/no-match-state';

export type TaskListProps = {
  page: TaskPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  status: TaskStatus;
  /** Any global or task filter other than the defaults. */
  filtered: boolean;
  showWorkspace: boolean;
  onRetry: () => void;
  onClear: () => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onToggle: (id: number, completed: boolean) => void;
  hrefFor: (id: number) => string;
  /** The "New task" button for the empty state, when the caller may create tasks. */
  createAction: ReactNode;
};

const EMPTY_TITLES: Record<TaskStatus, string> = {
  open: 'No open tasks',
  overdue: 'Nothing is overdue',
  completed: 'No completed tasks yet',
  all: 'No tasks yet',
};

/** The tasks of the page: rows, paging with the total, and the empty and failure states. */
export function TaskList({
  page,
  isPending,
  isError,
  isFetching,
  status,
  filtered,
  showWorkspace,
  onRetry,
  onClear,
  onPage,
  onOpen,
  onToggle,
  hrefFor,
  createAction,
}: TaskListProps) {
  // The default view (open tasks, no filter) invites to create; a filtered one offers to clear.
  const empty = filtered ? (
    <NoMatchState title="No tasks match these filters" description="Try other filters, or clear them to see every task of this status." onClear={onClear} />
  ) : (
    <EmptyState
      icon={CheckSquareIcon}
      title={EMPTY_TITLES[status]}
      description="Tasks keep track of who does what by when. Create one, or add them from a meeting."
      action={createAction}
    />
  );

  return (
    <QueryState
      data={page}
      pending={isPending}
      failed={isError ? `${TASKS_FETCH_ERROR}.` : null}
      onRetry={onRetry}
      label="tasks"
      isEmpty={(p) => p.data.length === 0}
      empty={empty}
    >
      {({ data: tasks, meta }) => (
        <div className="space-y-3">
          <div className="relative overflow-hidden rounded-card border border-border bg-surface shadow-xs" aria-busy={isFetching || undefined}>
            <ul aria-label="Tasks" className="divide-y divide-border">
              {tasks.map((t) => (
                <TaskRow key={t.id} task={t} href={hrefFor(t.id)} showWorkspace={showWorkspace} onOpen={onOpen} onToggle={onToggle} />
              ))}
            </ul>
          </div>
          {meta ? <Pager meta={meta} onPage={onPage} noun={['task', 'tasks']} busy={isFetching} /> : null}
        </div>
      )}
    </QueryState>
  );
}
