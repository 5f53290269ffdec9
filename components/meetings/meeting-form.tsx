'use client';

import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { NamedRef } from '@/lib/contract/content-common';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Meeting } from '@/lib/contract/meetings';
import type { MemberUser } from '@/lib/contract/teams';
import { MEETING_FIELDS, createMeetingInput, goalErrors, updateMeetingInput } from '@/lib/meetings/meeting-form-values';
import type { MeetingFormValues } from '@/lib/meetings/meeting-form-values';
import { MEETINGS_API, meetingApi } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';
import { BusyTimesHint } from './busy-times-hint';
import { GoalLinesField } from './goal-lines-field';
import { MeetingPeopleFields, MeetingTimeFields } from './meeting-form-fields';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { WorkspaceField } from '@/components/workspace-content/workspace-field';

const NO_ONE: readonly MemberUser[] = [];

type Props = {
  /** Editing this meeting (PUT); without it a new one is created (POST). */
  meeting?: Meeting;
  initial: MeetingFormValues;
  /** The browser's zone: the inputs' times are in it. */
  tz: string;
  /** Workspaces to choose among (a new meeting on `/workspace/all`); empty: the workspace is fixed. */
  workspaces: readonly NamedRef[];
  onDone: (saved: Meeting) => void;
  onCancel: () => void;
};

/** "New meeting" and "Edit meeting": JSON, 422s beside the fields, times sent as instants with their offset. */
export function MeetingForm({ meeting, initial, tz, workspaces, onDone, onCancel }: Props) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // Members of the workspace's teams the caller can see (the tasks screen's source), plus current attendees.
  const scope = useMemo(() => (values.workspaceId ? [Number(values.workspaceId)] : []), [values.workspaceId]);
  const members = useWorkspaceMembers(scope, meeting?.attendees ?? NO_ONE, scope.length > 0);
  // Imported on submit: zod stays out of the screen's first load (decision 0014).
  const schema = () => import('@/lib/contract/meetings').then((m) => (meeting ? m.meetingUpdateBody : m.meetingCreateBody));
  // An update sends the form's own values: the contract reads an emptied text as "not sent", while
  // the upstream clears a field sent empty (a cleared description or location must reach it).
  const sent = useRef<Record<string, unknown>>({});

  const save = useFormMutation({
    schema,
    request: (body) =>
      apiFetch<Meeting>(meeting ? meetingApi(meeting.id) : MEETINGS_API, { method: meeting ? 'PUT' : 'POST', json: meeting ? sent.current : body }),
    errorFallback: meeting ? MEETING_MSG.update : MEETING_MSG.create,
    fields: MEETING_FIELDS,
    success: { title: meeting ? MEETING_MSG.updated : MEETING_MSG.created },
    invalidate: [queryKeys.meetings],
    onSuccess: onDone,
  });
  const errors = Object.keys(localErrors).length ? localErrors : save.errors;
  const change = (patch: Partial<MeetingFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const { input, localErrors: local } = meeting ? updateMeetingInput(values, meeting, tz) : createMeetingInput(values, tz);
    if (Object.keys(local).length) {
      // Show everything wrong at once; the date and start messages replace the instant's.
      const parsed = (await schema()).safeParse(input);
      const { starts_at: _s, ends_at: _e, ...rest } = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
      setLocalErrors({ ...rest, ...local });
      focusFirstInvalid(form);
      return;
    }
    setLocalErrors({});
    sent.current = input;
    if ((await save.submit(input)) === false) focusFirstInvalid(form);
  }

  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label={meeting ? 'Edit meeting' : 'New meeting'} className="space-y-4">
        {workspaces.length > 0 ? (
          <WorkspaceField
            name="workspace_id"
            workspaces={workspaces}
            value={values.workspaceId}
            errors={errors.workspace_id}
            // Attendees and records belong to a workspace: another one starts them afresh.
            onChange={(workspaceId) => change({ workspaceId, attendeeIds: [], retailerId: '', brandId: '', productId: '' })}
          />
        ) : null}
        <Field label="Title" required errors={errors.title}>
          <Input
            name="title"
            value={values.title}
            maxLength={200}
            data-autofocus
            onChange={(e) => change({ title: e.target.value })}
            placeholder="e.g. Quarterly line review"
          />
        </Field>
        <MeetingTimeFields values={values} errors={errors} tz={tz} onChange={change} />
        <Field label="Location" errors={errors.location} hint="A room, an address or a video call link.">
          <Input name="location" value={values.location} maxLength={300} onChange={(e) => change({ location: e.target.value })} />
        </Field>
        <MeetingPeopleFields
          values={values}
          errors={errors}
          members={members.members}
          membersLoading={members.isPending}
          meeting={meeting}
          onChange={change}
          busyHint={
            <BusyTimesHint
              workspaceId={values.workspaceId ? Number(values.workspaceId) : null}
              date={values.date}
              start={values.start}
              end={values.end}
              tz={tz}
              attendeeIds={values.attendeeIds}
              members={members.members}
              organiserId={meeting?.created_by?.id}
            />
          }
        />
        <Field label="Description" errors={errors.description}>
          <Textarea name="description" rows={3} value={values.description} maxLength={10000} onChange={(e) => change({ description: e.target.value })} />
        </Field>
        {meeting ? null : <GoalLinesField lines={values.goals} errors={goalErrors(errors)} onChange={(goals) => change({ goals })} />}
      </form>
      <DialogFooter onCancel={onCancel} pending={save.pending} pendingLabel="Saving…" submitLabel={meeting ? 'Save changes' : 'Create meeting'} form={formId} />
    </div>
  );
}
