'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Meeting } from '@/lib/contract/meetings';
import { meetingActionApi } from '@/lib/meetings/meeting-paths';
import { browserTimeZone, zonedInputs } from '@/lib/meetings/meeting-time';
import { zonedToInstant } from '@/lib/meetings/meeting-time-input';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; meeting: Meeting; onCloned: (clone: Meeting) => void };

/**
 * "Clone": a new meeting in the same workspace with the same attendees, goals and topics (not its
 * tasks or discussions). The title and start can change; the length stays.
 */
export function CloneMeetingDialog({ open, onOpenChange, meeting, onCloned }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clone meeting"
      description="A new meeting in this workspace with the same attendees, goals and topics. Tasks and discussions stay here."
      size="md"
    >
      {open ? (
        <CloneForm
          meeting={meeting}
          onCancel={() => onOpenChange(false)}
          onDone={(m) => {
            onOpenChange(false);
            onCloned(m);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function CloneForm({ meeting, onCancel, onDone }: { meeting: Meeting; onCancel: () => void; onDone: (m: Meeting) => void }) {
  const formId = useId();
  const [tz] = useState(browserTimeZone);
  const [original] = useState(() => zonedInputs(meeting.starts_at, tz));
  const [title, setTitle] = useState(`${meeting.title} (copy)`.slice(0, 200));
  const [date, setDate] = useState(original.date);
  const [start, setStart] = useState(original.time);
  const [timeError, setTimeError] = useState<string | null>(null);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/meetings').then((m) => m.cloneBody),
    request: (body) => apiFetch<Meeting>(meetingActionApi(meeting.id, 'clone'), { method: 'POST', json: body }),
    errorFallback: MEETING_MSG.create,
    fields: ['title', 'starts_at'],
    success: { title: MEETING_MSG.cloned },
    invalidate: [queryKeys.meetings],
    onSuccess: onDone,
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const moved = date !== original.date || start !== original.time;
    const startsAt = moved ? zonedToInstant(date, start, tz) : null;
    setTimeError(moved && !startsAt ? 'Choose a date and a start time.' : null);
    if (moved && !startsAt) return;
    // Unchanged times are not sent: the clone keeps the original's instants (and planner's zone).
    void save.submit({ title, ...(startsAt ? { starts_at: startsAt } : {}) });
  }

  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label="Clone meeting" className="space-y-4">
        <Field label="Title" required errors={save.errors.title}>
          <Input value={title} maxLength={200} data-autofocus onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Date" errors={timeError ?? save.errors.starts_at}>
            <DateField value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <Field label="Start">
            <Input type="time" step={300} value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
        </div>
        <p className="text-xs text-muted-foreground">In your time zone, {tz.replace(/_/g, ' ')}. The clone lasts as long as this meeting.</p>
      </form>
      <DialogFooter onCancel={onCancel} pending={save.pending} pendingLabel="Cloning…" submitLabel="Clone meeting" form={formId} />
    </div>
  );
}
