'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { CompleteCheckbox } from '@/components/tasks/complete-checkbox';
import { DueDate } from '@/components/tasks/due-date';
import { AvatarStack } from '@/components/tasks/person-avatars';
import { TaskProgress } from '@/components/tasks/task-progress';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckSquareIcon } from '@/components/ui/icons';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import { subtaskCounts } from '@/lib/tasks/task-format';
import { meetingTaskHref } from '@/lib/meetings/meeting-paths';
import { useMeetingTaskCompletion } from '@/lib/meetings/use-meeting-task-completion';
import { AddMeetingTaskDialog } from './add-meeting-task-dialog';
import { PlusIcon } from './meeting-icons';

/** Open tasks first (soonest due first, undated last), then the completed ones. */
export function orderTasks(tasks: readonly Task[]): Task[] {
  const due = (t: Task) => t.due_date ?? '9999-12-31';
  return [...tasks].sort((a, b) => Number(a.completed) - Number(b.completed) || due(a).localeCompare(due(b)) || a.id - b.id);
}

/**
 * The tasks that came out of the meeting: complete or reopen them in place, open one on the tasks
 * screen, and "Add task" (title, assignee, due date) for callers who write in the workspace.
 */
export function MeetingTasksPanel({ meeting }: { meeting: MeetingDetail }) {
  const [adding, setAdding] = useState(false);
  const completion = useMeetingTaskCompletion(meeting.id);
  const tasks = orderTasks(meeting.tasks);
  const open = tasks.filter((t) => !t.completed).length;
  const add = meeting.can_write ? (
    <Button variant="outline" size="small" icon={<PlusIcon />} onClick={() => setAdding(true)}>
      Add task
    </Button>
  ) : null;

  return (
    <Card>
      {/* The button sits in the empty state while there is no task: one "Add task" either way. */}
      <CardHeader
        title={`Tasks (${tasks.length})`}
        description={tasks.length ? `${open} open, ${tasks.length - open} done.` : undefined}
        actions={tasks.length ? add : null}
      />
      {tasks.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={CheckSquareIcon}
          title="No tasks yet"
          description={add ? 'Add the follow-ups agreed in the meeting.' : undefined}
          action={add ?? undefined}
        />
      ) : (
        <CardBody>
          <ul aria-label="Tasks" className="divide-y divide-border">
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                busy={completion.isPending && completion.variables?.taskId === task.id}
                onToggle={(completed) => void completion.run({ taskId: task.id, completed })}
              />
            ))}
          </ul>
        </CardBody>
      )}
      <AddMeetingTaskDialog open={adding} onOpenChange={setAdding} meeting={meeting} />
    </Card>
  );
}

function TaskRow({ task, busy, onToggle }: { task: Task; busy: boolean; onToggle: (completed: boolean) => void }) {
  const { done, total } = subtaskCounts(task.subtasks);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <CompleteCheckbox title={task.title} completed={task.completed} disabled={!task.can_write || busy} onToggle={onToggle} className="mt-0.5" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          href={meetingTaskHref(task.workspace_id, task.id)}
          className={cn('block text-sm font-medium break-words hover:underline', task.completed ? 'text-muted-foreground line-through' : 'text-foreground')}
        >
          {task.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <DueDate due={task.due_date} overdue={task.overdue && !task.completed} />
          {total ? <TaskProgress value={task.progress} label={`Progress of ${task.title}`} text={`${done}/${total}`} className="w-32" /> : null}
        </div>
      </div>
      <span className="shrink-0">
        <AvatarStack users={task.assignees} />
      </span>
    </li>
  );
}
