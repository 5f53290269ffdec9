'use client';

import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import { meetingActionApi } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { personName } from '@/lib/people/person-name';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; meeting: MeetingDetail };

/** "Add task": a task of the meeting's workspace linked to it (`POST meetings/{id}/task`); the assignee is notified. */
export function AddMeetingTaskDialog({ open, onOpenChange, meeting }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add task" description="A follow-up of this meeting, in its workspace." size="md">
      {open ? <AddTaskForm meeting={meeting} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddTaskForm({ meeting, onDone }: { meeting: MeetingDetail; onDone: () => void }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [assignee, setAssignee] = useState('');
  const [due, setDue] = useState('');
  const scope = useMemo(() => [meeting.workspace_id], [meeting.workspace_id]);
  const members = useWorkspaceMembers(scope, meeting.attendees);
  // Attendees first: a meeting's tasks usually go to the people who were there.
  const attendeeIds = new Set(meeting.attendees.map((a) => a.id));
  const options = [
    ...members.members.filter((u) => attendeeIds.has(u.id)).map((u) => ({ value: String(u.id), label: `${personName(u)} (attendee)` })),
    ...members.members.filter((u) => !attendeeIds.has(u.id)).map((u) => ({ value: String(u.id), label: personName(u) })),
  ];
  const save = useFormMutation({
    schema: () => import('@/lib/contract/tasks').then((m) => m.meetingTaskBody),
    request: (body) => apiFetch<Task>(meetingActionApi(meeting.id, 'task'), { method: 'POST', json: body }),
    errorFallback: MEETING_MSG.taskCreate,
    fields: ['title', 'assignee_ids', 'due_date'],
    success: { title: MEETING_MSG.taskCreated },
    invalidate: [queryKeys.meetings, queryKeys.tasks],
    onSuccess: onDone,
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const ok = await save.submit({ title, assignee_ids: assignee ? [Number(assignee)] : [], due_date: due });
    if (ok === false) focusFirstInvalid(form);
  }

  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Add task" className="space-y-4">
        <Field label="Title" required errors={save.errors.title}>
          <Input value={title} maxLength={300} data-autofocus onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Send the revised price list" />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Assignee" errors={save.errors.assignee_ids}>
            <Select
              value={assignee}
              placeholder={members.isPending ? 'Loading people…' : 'Nobody yet'}
              options={options}
              onChange={(e) => setAssignee(e.target.value)}
            />
          </Field>
          <Field label="Due date" errors={save.errors.due_date}>
            <DateField placeholder="No due date" value={due} onChange={(e) => setDue(e.target.value)} />
          </Field>
        </div>
      </form>
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Adding…" submitLabel="Create task" form={formId} />
    </div>
  );
}
