'use client';

import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Task } from '@/lib/contract/tasks';
import { TASK_MSG } from '@/lib/tasks/messages';
import { detailsOf, updateTaskInput } from '@/lib/tasks/task-form-values';
import { taskApi } from '@/lib/tasks/task-paths';
import { DueDate } from './due-date';

/** The task's description and due date; "Edit details" (writers) edits them with the title inline (`PUT tasks/{id}`). */
export function TaskDetailsEditor({ task }: { task: Task }) {
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => detailsOf(task));
  // The body as typed: the schema turns an emptied description into "not sent", but here it must clear it.
  const raw = useRef<Record<string, string>>({});
  const save = useFormMutation({
    schema: () => import('@/lib/contract/tasks').then((m) => m.taskUpdateBody),
    request: () => apiFetch<Task>(taskApi(task.id), { method: 'PUT', json: raw.current, fallback: TASK_MSG.update }),
    errorFallback: TASK_MSG.update,
    fields: ['title', 'description', 'due_date'],
    success: { title: TASK_MSG.updated },
    invalidate: [queryKeys.tasks, queryKeys.meetings],
    onSuccess: () => setEditing(false),
  });

  const start = () => {
    // Start from what is stored now (a live update may have changed it since the panel opened).
    setValues(detailsOf(task));
    save.reset();
    setEditing(true);
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const body = updateTaskInput(detailsOf(task), values);
    if (Object.keys(body).length === 0) {
      setEditing(false);
      return;
    }
    raw.current = body;
    if ((await save.submit(body)) === false) focusFirstInvalid(form);
  }

  if (!editing) {
    return (
      <section aria-label="Details" className="space-y-2">
        {task.description ? (
          <p className="text-sm whitespace-pre-wrap">{task.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No description.</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {task.due_date ? (
            <DueDate due={task.due_date} overdue={task.overdue} className="text-sm" />
          ) : (
            <span className="text-sm text-muted-foreground">No due date</span>
          )}
          {task.can_write ? (
            <Button size="small" variant="outline" onClick={start}>
              Edit details
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Edit task" className="space-y-3 rounded-card border border-border bg-muted/40 p-3 sm:p-4">
      <Field label="Title" required errors={save.errors.title}>
        <Input name="title" value={values.title} maxLength={300} autoFocus onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))} />
      </Field>
      <Field label="Description" errors={save.errors.description}>
        <Textarea name="description" rows={3} value={values.description} onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))} />
      </Field>
      <Field label="Due date" errors={save.errors.due_date} className="sm:max-w-56">
        <DateField name="due_date" placeholder="No due date" value={values.dueDate} onChange={(e) => setValues((v) => ({ ...v, dueDate: e.target.value }))} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="small" onClick={() => setEditing(false)} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" size="small" loading={save.pending} loadingText="Saving…">
          Save changes
        </Button>
      </div>
    </form>
  );
}
