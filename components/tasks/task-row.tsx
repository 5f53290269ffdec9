'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon-base';
import type { IconProps } from '@/components/ui/icon-base';
import { PaperclipIcon } from '@/components/ui/icons';
import { RowFocusRing, RowLink } from '@/components/workspace-content/list-screen';
import type { Task } from '@/lib/contract/tasks';
import { recordUrl } from '@/lib/routes/record-url';
import { progressText } from '@/lib/tasks/task-format';
import { CompleteCheckbox } from './complete-checkbox';
import { DueDate } from './due-date';
import { AvatarStack } from './person-avatars';
import { TaskProgress } from './task-progress';

function Count({ n, one, many, children }: { n: number; one: string; many: string; children: ReactNode }) {
  if (n === 0) return null;
  return (
    <span className="inline-flex items-center gap-1" title={`${n} ${n === 1 ? one : many}`}>
      {children}
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">
        {n} {n === 1 ? one : many}
      </span>
    </span>
  );
}

const icon = 'size-3.5';
const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.7 7.1L3 21l1.9-6.3A8 8 0 1 1 21 12Z" />
  </Icon>
);

export type TaskRowProps = {
  task: Task;
  href: string;
  /** Show the task's workspace (the `all` route lists several). */
  showWorkspace: boolean;
  onOpen: (id: number) => void;
  onToggle: (id: number, completed: boolean) => void;
};

/**
 * One task of the list. The title is a real link to `?taskId=` (shareable, opens in a new tab); a
 * plain click opens the panel without a page load. The checkbox and the meeting link sit above the
 * row's link so they keep their own clicks.
 */
export function TaskRow({ task, href, showWorkspace, onOpen, onToggle }: TaskRowProps) {
  const hasSubtasks = task.subtasks.length > 0;

  return (
    <li className="group relative flex gap-3 px-4 py-3 compact:py-1.5 transition-colors focus-within:bg-muted/60 hover:bg-muted/60">
      <CompleteCheckbox title={task.title} completed={task.completed} disabled={!task.can_write} onToggle={(c) => onToggle(task.id, c)} className="mt-0.5" />
      <div className="grid min-w-0 flex-1 gap-x-4 gap-y-1.5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center">
        <div className="min-w-0 space-y-0.5">
          <RowLink
            href={href}
            onOpen={() => onOpen(task.id)}
            focus="ring"
            className={cn('block truncate', task.completed ? 'text-muted-foreground line-through' : 'text-foreground')}
          >
            {task.title}
          </RowLink>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <DueDate due={task.due_date} overdue={task.overdue} />
            {showWorkspace ? <span className="truncate">{task.workspace_name}</span> : null}
            {task.meeting_id && task.meeting_title ? (
              <Link href={recordUrl('meeting', task.meeting_id, task.workspace_id)} className="relative z-10 truncate text-primary hover:underline">
                Meeting: {task.meeting_title}
              </Link>
            ) : null}
          </p>
        </div>
        <div className="min-w-0">
          {hasSubtasks ? <TaskProgress value={task.progress} label={`Progress of ${task.title}`} text={progressText(task)} className="max-w-56" /> : null}
        </div>
        <div className="flex items-center gap-3 text-xs text-muted-foreground md:justify-end">
          <Count n={task.files_count} one="file" many="files">
            <PaperclipIcon className={icon} />
          </Count>
          <Count n={task.discussions_count} one="discussion" many="discussions">
            <ChatIcon className={icon} />
          </Count>
          <AvatarStack users={task.assignees} />
        </div>
      </div>
      <RowFocusRing />
    </li>
  );
}
