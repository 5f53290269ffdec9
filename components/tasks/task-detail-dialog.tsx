'use client';

import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckSquareIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TASK_MSG } from '@/lib/tasks/messages';
import { isTaskGone, useTask } from '@/lib/tasks/use-task-queries';
import { TaskDetailBody } from './task-detail-body';
import { useShareReferrerError } from '@/lib/redirect/use-share-referrer-error';
import { RetryAlert } from '@/components/ui/retry-alert';

export type TaskDetailDialogProps = { taskId: number | null; onClose: () => void };

/**
 * The `?taskId=` panel. It follows live updates (its query is under `queryKeys.tasks`); when the
 * task is deleted elsewhere the refetch answers 404 and the panel says so.
 */
export function TaskDetailDialog({ taskId, onClose }: TaskDetailDialogProps) {
  const detail = useTask(taskId);
  const gone = isTaskGone(detail.error);
  const task = gone ? undefined : detail.data;
  // Opened from a shared link (/s/…) and not readable: back to the link's page with the reason.
  useShareReferrerError(task ? null : detail.error, TASK_MSG.fetch);
  return (
    <Dialog
      open={taskId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={task?.title ?? (gone ? 'Task not available' : 'Task')}
      size="lg"
    >
      {detail.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading task" />
        </div>
      ) : gone ? (
        <EmptyState icon={CheckSquareIcon} headingLevel={3} title={TASK_MSG.gone} description="It is no longer available to you." className="my-2" />
      ) : task ? (
        <TaskDetailBody task={task} onDeleted={onClose} />
      ) : (
        <RetryAlert message={TASK_MSG.fetch} onRetry={() => detail.refetch()} className="py-6 text-sm text-danger" />
      )}
    </Dialog>
  );
}
