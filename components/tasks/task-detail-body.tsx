'use client';

import { Link } from '@/components/ui/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { ShareButton } from '@/components/share/share-button';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import type { TaskDetail } from '@/lib/contract/tasks';
import { formatDateTime } from '@/lib/dates/format-date';
import { personName } from '@/lib/people/person-name';
import { recordUrl } from '@/lib/routes/record-url';
import { TASK_MSG } from '@/lib/tasks/messages';
import { progressText } from '@/lib/tasks/task-format';
import { taskApi } from '@/lib/tasks/task-paths';
import { useToggleTask } from '@/lib/tasks/use-toggle-task';
import { TaskAssignees } from './task-assignees';
import { TaskDetailsEditor } from './task-details-editor';
import { TaskFiles } from './task-files';
import { TaskMonitoringAlertPanel } from './task-monitoring-alert';
import { TaskProgress } from './task-progress';
import { TaskSubtasks } from './task-subtasks';
import { RecordHistory } from '@/components/activity/lazy-activity-feed';

// The task's history, last on the screen: loaded after the rest.

export type TaskDetailBodyProps = {
  task: TaskDetail;
  /** Called once the task is deleted here (the panel closes). */
  onDeleted: () => void;
};

/** A task: status and actions, details, progress, subtasks, assignees, files and discussions. */
export function TaskDetailBody({ task, onDeleted }: TaskDetailBodyProps) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const { toggle, pending: toggling } = useToggleTask();
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(taskApi(task.id), { method: 'DELETE' }),
    errorFallback: TASK_MSG.delete,
    success: () => null,
    onSuccess: () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: TASK_MSG.deleted, subject: { type: 'tasks', id: task.id }, queryClient });
      onDeleted();
      // Dropped, not refetched: this panel is closing and the task is gone.
      queryClient.removeQueries({ queryKey: queryKeys.task(task.id) });
      for (const queryKey of [queryKeys.tasks, queryKeys.meetings]) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <div className="space-y-6 pb-2">
      <div className="flex flex-wrap items-center gap-2">
        {task.can_write ? (
          <Button
            size="small"
            variant={task.completed ? 'outline' : 'primary'}
            disabled={toggling}
            onClick={() => void toggle(task.id, !task.completed, task.parent_id !== null)}
          >
            {task.completed ? 'Mark incomplete' : 'Mark complete'}
          </Button>
        ) : null}
        <ShareButton type="task" id={task.id} />
        <LazyFollowButton kind="task" id={task.id} />
        {task.can_edit ? (
          <Button size="small" variant="outline" className="text-danger" onClick={() => setRemoving(true)}>
            Delete task
          </Button>
        ) : null}
        <span
          className={
            task.completed
              ? 'ml-auto rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success'
              : 'ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
          }
        >
          {task.completed ? 'Completed' : 'Open'}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {task.workspace_name} · Added by {personName(task.created_by)} · <time dateTime={task.created_at}>{formatDateTime(task.created_at)}</time>
        {task.completed && task.completed_at ? (
          <>
            {' '}
            · Completed{task.completed_by ? ` by ${personName(task.completed_by)}` : ''}{' '}
            <time dateTime={task.completed_at}>{formatDateTime(task.completed_at)}</time>
          </>
        ) : null}
        {task.meeting_id && task.meeting_title ? (
          <>
            {' · '}
            <Link href={recordUrl('meeting', task.meeting_id, task.workspace_id)} className="text-primary hover:underline">
              Meeting: {task.meeting_title}
            </Link>
          </>
        ) : null}
      </p>
      {task.monitoring_alert ? <TaskMonitoringAlertPanel alert={task.monitoring_alert} /> : null}
      <TaskDetailsEditor task={task} />
      <TaskProgress value={task.progress} label="Progress" text={task.subtasks.length ? progressText(task) : task.completed ? 'Done' : 'Not done'} />
      {task.parent_id === null ? <TaskSubtasks task={task} onToggle={(id, completed) => void toggle(id, completed, true)} /> : null}
      <TaskAssignees task={task} />
      <TaskFiles task={task} />
      <DiscussionPanel subject={{ kind: 'task', id: task.id }} discussions={task.discussions} invalidateKey={queryKeys.task(task.id)} />
      <RecordHistory kind="tasks" record={task} />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Delete task?"
        text={`“${task.title}”, its subtasks and discussions will be deleted for everyone. Attached files stay in the workspace. You can restore it from “Recently deleted” on your profile.`}
        onConfirm={() => remove.run()}
      />
    </div>
  );
}
