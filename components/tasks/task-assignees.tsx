'use client';

import { useId, useMemo } from 'react';
import { Select } from '@/components/ui/select';
import { RemoveIconButton } from '@/components/ui/remove-icon-button';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Task } from '@/lib/contract/tasks';
import { personName } from '@/lib/people/person-name';
import { TASK_MSG } from '@/lib/tasks/messages';
import { taskActionApi } from '@/lib/tasks/task-paths';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';
import { PersonAvatar } from './person-avatars';

type Change = { userId: number; assign: boolean };

/** Who does the task: assign members of its workspace (each is notified) and unassign them. */
export function TaskAssignees({ task }: { task: Task }) {
  const selectId = `assign-${useId().replace(/:/g, '')}`;
  const workspaceIds = useMemo(() => [task.workspace_id], [task.workspace_id]);
  const people = useWorkspaceMembers(workspaceIds, task.assignees, task.can_write);
  const change = useApiMutation<unknown, Change>({
    request: ({ userId, assign }) => apiFetch(taskActionApi(task.id, assign ? 'assign' : 'unassign'), { method: 'POST', json: { user_id: userId } }),
    errorFallback: TASK_MSG.update,
    success: (_, { assign }) => ({ title: assign ? TASK_MSG.assigned : TASK_MSG.unassigned }),
    invalidate: [queryKeys.tasks, queryKeys.meetings],
  });
  const assigned = new Set(task.assignees.map((a) => a.id));
  const candidates = people.members.filter((m) => !assigned.has(m.id));
  const busy = change.isPending;

  return (
    <section aria-labelledby={`task-${task.id}-assignees`} className="space-y-2">
      <h3 id={`task-${task.id}-assignees`} className="text-base font-semibold">
        Assignees <span className="font-normal text-muted-foreground">({task.assignees.length})</span>
      </h3>
      {task.assignees.length === 0 ? <p className="text-sm text-muted-foreground">Nobody is assigned yet.</p> : null}
      {task.assignees.length > 0 ? (
        <ul aria-label="Assignees" className="flex flex-wrap gap-2">
          {task.assignees.map((a) => (
            <li key={a.id} className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface py-0.5 pr-1 pl-0.5 text-sm shadow-xs">
              <PersonAvatar user={a} />
              <span className="max-w-48 truncate">{personName(a)}</span>
              {task.can_write ? (
                <RemoveIconButton small label={`Unassign ${personName(a)}`} disabled={busy} onClick={() => void change.run({ userId: a.id, assign: false })} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {task.can_write ? (
        <div className="flex items-center gap-2 sm:max-w-sm">
          <label htmlFor={selectId} className="shrink-0 text-sm font-medium">
            Assign
          </label>
          <div className="min-w-0 flex-1">
            <Select
              id={selectId}
              value=""
              disabled={busy || (candidates.length === 0 && !people.isPending)}
              placeholder={people.isPending ? 'Loading people…' : candidates.length ? 'Choose a person' : 'Everyone you can see is assigned'}
              options={candidates.map((m) => ({ value: String(m.id), label: personName(m) }))}
              onChange={(e) => {
                if (e.target.value) void change.run({ userId: Number(e.target.value), assign: true });
              }}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
