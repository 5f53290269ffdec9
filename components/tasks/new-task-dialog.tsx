'use client';

import { Dialog } from '@/components/ui/dialog';
import type { NamedRef } from '@/lib/contract/content-common';
import { emptyTaskValues } from '@/lib/tasks/task-form-values';
import { TaskForm } from './task-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the task starts: the route's workspace, or the only creatable one of the selection. */
  defaultWorkspaceId: number | null;
  /** Workspaces to choose among on the `all` route; null on a workspace route. */
  workspaces: readonly NamedRef[] | null;
};

/** "New task". The form mounts on open, so each opening starts empty. */
export function NewTaskDialog({ open, onOpenChange, defaultWorkspaceId, workspaces }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New task" description="Say what needs doing, by when, and who does it." size="lg">
      {open ? (
        <TaskForm
          initial={emptyTaskValues(defaultWorkspaceId)}
          workspaces={workspaces}
          onCancel={() => onOpenChange(false)}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
