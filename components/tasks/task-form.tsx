'use client';

import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { MultiSelect } from '@/components/workspace-content/multi-select';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { NamedRef } from '@/lib/contract/content-common';
import type { Task } from '@/lib/contract/tasks';
import { personName } from '@/lib/people/person-name';
import { TASK_MSG } from '@/lib/tasks/messages';
import { changeWorkspace, createTaskInput } from '@/lib/tasks/task-form-values';
import type { TaskFormValues } from '@/lib/tasks/task-form-values';
import { TASKS_API } from '@/lib/tasks/task-paths';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';
import { TaskRecordFields } from './task-record-fields';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { WorkspaceField } from '@/components/workspace-content/workspace-field';

const FIELDS = [
  'workspace_id',
  'title',
  'description',
  'due_date',
  'assignee_ids',
  'workspace_company_retailer_id',
  'workspace_company_brand_id',
  'workspace_company_product_id',
];

export type TaskFormProps = {
  initial: TaskFormValues;
  /** Workspaces to choose among (the `all` route); null = the route's workspace, fixed. */
  workspaces: readonly NamedRef[] | null;
  onDone: (task: Task) => void;
  onCancel: () => void;
};

/** "New task": JSON `POST tasks`, checked with the contract first; 422s show beside the fields. */
export function TaskForm({ initial, workspaces, onDone, onCancel }: TaskFormProps) {
  const formId = useId();
  const assigneeErrorId = `${formId}-assignees-error`;
  const [values, setValues] = useState(initial);
  const workspaceIds = useMemo(() => (values.workspaceId ? [Number(values.workspaceId)] : []), [values.workspaceId]);
  const people = useWorkspaceMembers(workspaceIds, undefined, workspaceIds.length > 0);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/tasks').then((m) => m.taskCreateBody),
    request: (body) => apiFetch<Task>(TASKS_API, { method: 'POST', json: body, fallback: TASK_MSG.create }),
    errorFallback: TASK_MSG.create,
    fields: FIELDS,
    success: { title: TASK_MSG.created },
    invalidate: [queryKeys.tasks],
    onSuccess: onDone,
  });
  const errors = save.errors;
  const change = (patch: Partial<TaskFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    if ((await save.submit(createTaskInput(values))) === false) focusFirstInvalid(form);
  }

  const assigneeErrors = errors.assignee_ids ?? [];
  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="New task" className="space-y-4">
        {workspaces ? (
          <WorkspaceField
            name="workspace_id"
            workspaces={workspaces}
            value={values.workspaceId}
            errors={errors.workspace_id}
            onChange={(workspaceId) => setValues((v) => changeWorkspace(v, workspaceId))}
          />
        ) : null}
        <Field label="Title" required errors={errors.title}>
          <Input name="title" value={values.title} maxLength={300} autoComplete="off" data-autofocus onChange={(e) => change({ title: e.target.value })} />
        </Field>
        <Field label="Description" errors={errors.description}>
          <Textarea name="description" rows={3} value={values.description} onChange={(e) => change({ description: e.target.value })} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Due date" errors={errors.due_date}>
            <DateField name="due_date" placeholder="No due date" value={values.dueDate} onChange={(e) => change({ dueDate: e.target.value })} />
          </Field>
          <div className="space-y-1.5">
            <span aria-hidden="true" className="block text-sm font-medium text-foreground">
              Assignees
            </span>
            <MultiSelect
              label="Assignees"
              placeholder={workspaceIds.length ? 'Nobody' : 'Choose a workspace first'}
              options={people.members.map((m) => ({ value: m.id, label: personName(m) }))}
              loading={people.isPending}
              disabled={workspaceIds.length === 0}
              value={values.assigneeIds}
              onChange={(assigneeIds) => change({ assigneeIds })}
            />
            {assigneeErrors.length ? (
              <p id={assigneeErrorId} role="alert" className="text-sm text-danger">
                {assigneeErrors.join(' ')}
              </p>
            ) : null}
          </div>
        </div>
        <TaskRecordFields workspaceId={values.workspaceId} values={values} errors={errors} onChange={change} />
      </form>
      <DialogFooter onCancel={onCancel} pending={save.pending} pendingLabel="Creating…" submitLabel="Create task" form={formId} />
    </div>
  );
}
