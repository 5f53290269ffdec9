'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { CheckSquareIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { RemoveIconButton } from '@/components/ui/remove-icon-button';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Subtask, Task } from '@/lib/contract/tasks';
import { TASK_MSG } from '@/lib/tasks/messages';
import { subtaskCounts } from '@/lib/tasks/task-format';
import { useQuickAdd } from '@/lib/ui/use-quick-add';
import { taskActionApi, taskApi } from '@/lib/tasks/task-paths';

const REFRESH = [queryKeys.tasks, queryKeys.meetings];

type Props = { task: Task; onToggle: (id: number, completed: boolean) => void };

/** Subtasks: check each off (they make the task's progress), add one with Enter, delete after confirming. */
export function TaskSubtasks({ task, onToggle }: Props) {
  const [removing, setRemoving] = useState<Subtask | null>(null);
  const add = useFormMutation({
    schema: () => import('@/lib/contract/tasks').then((m) => m.subtaskBody),
    request: (body) => apiFetch<Task>(taskActionApi(task.id, 'subtask'), { method: 'POST', json: body, fallback: TASK_MSG.create }),
    errorFallback: TASK_MSG.create,
    fields: ['title'],
    invalidate: REFRESH,
  });
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(taskApi(id), { method: 'DELETE' }),
    errorFallback: TASK_MSG.delete,
    success: { title: TASK_MSG.subtaskDeleted },
    invalidate: REFRESH,
  });
  const { done, total } = subtaskCounts(task.subtasks);
  const ordered = [...task.subtasks].sort((a, b) => a.position - b.position || a.id - b.id);

  // Enter empties the field at once and the next subtask can be typed while this one is saved.
  const quick = useQuickAdd((title) => add.submit({ title }));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    quick.submit();
  }

  return (
    <section aria-labelledby={`task-${task.id}-subtasks`} className="space-y-2">
      <h3 id={`task-${task.id}-subtasks`} className="text-base font-semibold">
        Subtasks <span className="font-normal text-muted-foreground">({total ? `${done}/${total}` : 0})</span>
      </h3>
      {/* The add field stays below: it is typed into, not a button that could move into the empty state. */}
      {ordered.length === 0 ? (
        <EmptyState compact headingLevel={4} icon={CheckSquareIcon} title="No subtasks" description="Break the task into steps to track its progress." />
      ) : null}
      {ordered.length > 0 ? (
        <ul aria-label="Subtasks" className="divide-y divide-border rounded-card border border-border">
          {ordered.map((s) => (
            <li key={s.id} className="flex items-center gap-2 px-3 py-2">
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2.5 text-sm has-disabled:cursor-default">
                <input
                  type="checkbox"
                  checked={s.completed}
                  disabled={!task.can_write}
                  onChange={(e) => onToggle(s.id, e.target.checked)}
                  className="size-4 shrink-0 accent-success"
                />
                <span className={cn('min-w-0 break-words', s.completed && 'text-muted-foreground line-through')}>{s.title}</span>
              </label>
              {task.can_write ? <RemoveIconButton label={`Delete subtask ${s.title}`} onClick={() => setRemoving(s)} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {task.can_write ? (
        <form onSubmit={submit} noValidate aria-label="Add subtask" className="flex items-start gap-2">
          <Field label="Subtask" hideLabel errors={add.errors.title} className="min-w-0 flex-1">
            <Input
              name="title"
              value={quick.text}
              maxLength={300}
              autoComplete="off"
              placeholder="Add a subtask and press Enter"
              onChange={(e) => quick.setText(e.target.value)}
            />
          </Field>
          {/* Never disabled while saving: Enter must keep adding (a form with a disabled submit button ignores it). */}
          <Button type="submit" variant="outline">
            Add subtask
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Delete subtask?"
        text={removing ? `“${removing.title}” will be deleted for everyone.` : ''}
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </section>
  );
}
