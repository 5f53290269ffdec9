'use client';

import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { MeetingGoal, MeetingTopic } from '@/lib/contract/meetings';
import { agendaApi } from '@/lib/meetings/meeting-paths';
import { AGENDA_MSG, MEETING_MSG } from '@/lib/meetings/messages';
import type { AgendaKind } from '@/lib/meetings/messages';
import { PencilIcon, TrashIcon } from './meeting-icons';

/** A goal, or a topic (with its minutes). */
type Item = MeetingGoal & Partial<Pick<MeetingTopic, 'duration_minutes'>>;
type Props = { meetingId: number; kind: AgendaKind; item: Item; canWrite: boolean };

const iconButton = 'rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** One goal or topic: its title (a topic's minutes too), and for writers Edit (inline) and Delete (confirmed). */
export function AgendaItem({ meetingId, kind, item, canWrite }: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Leaving the inline edit puts focus back on "Edit <title>", where it started.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const invalidate = [queryKeys.meeting(meetingId), queryKeys.meetings];
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(agendaApi(meetingId, kind, item.id), { method: 'DELETE' }),
    errorFallback: MEETING_MSG.update,
    success: { title: AGENDA_MSG[kind].deleted },
    invalidate,
  });
  const minutes = item.duration_minutes ?? null;

  if (editing) {
    const done = () => {
      refocus.current = true;
      setEditing(false);
    };
    return <EditAgendaItem meetingId={meetingId} kind={kind} item={item} onDone={done} />;
  }

  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1 py-0.5">
        <p className="text-sm break-words text-foreground">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-xs whitespace-pre-line text-muted-foreground">{item.description}</p> : null}
      </div>
      {minutes ? <span className="mt-0.5 shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{minutes} min</span> : null}
      {canWrite ? (
        <div className="flex shrink-0 items-center">
          <button ref={editButton} type="button" aria-label={`Edit ${item.title}`} className={iconButton} onClick={() => setEditing(true)}>
            <PencilIcon />
          </button>
          <button type="button" aria-label={`Delete ${item.title}`} className={`${iconButton} hover:text-danger`} onClick={() => setConfirming(true)}>
            <TrashIcon />
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${kind}?`}
        text={`"${item.title}" will be removed from the meeting's ${kind}s.`}
        confirmLabel={`Delete ${kind}`}
        pendingLabel="Deleting…"
        onConfirm={() => remove.run()}
      />
    </div>
  );
}

/** Inline edit: Enter saves, Escape cancels. Topics also take a length in minutes (empty clears it). */
function EditAgendaItem({ meetingId, kind, item, onDone }: { meetingId: number; kind: AgendaKind; item: Item; onDone: () => void }) {
  const [title, setTitle] = useState(item.title);
  const [minutes, setMinutes] = useState(item.duration_minutes ? String(item.duration_minutes) : '');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/meetings').then((m) => (kind === 'goal' ? m.goalUpdateBody : m.topicUpdateBody)),
    request: (body) => apiFetch(agendaApi(meetingId, kind, item.id), { method: 'PUT', json: body }),
    errorFallback: MEETING_MSG.update,
    fields: ['title', 'duration_minutes'],
    success: { title: AGENDA_MSG[kind].updated },
    invalidate: [queryKeys.meeting(meetingId), queryKeys.meetings],
    onSuccess: onDone,
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void save.submit(kind === 'topic' ? { title, duration_minutes: minutes } : { title });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // Escape cancels the edit, not the page's dialogs.
          e.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label={`New title for ${item.title}`} hideLabel errors={save.errors.title} className="min-w-0 flex-1">
          <Input value={title} maxLength={300} autoFocus onChange={(e) => setTitle(e.target.value)} />
        </Field>
        {kind === 'topic' ? (
          <Field label={`Minutes for ${item.title}`} hideLabel errors={save.errors.duration_minutes} className="sm:w-28">
            <Input type="number" min={1} max={1440} inputMode="numeric" placeholder="Minutes" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </Field>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="small" loading={save.pending} loadingText="Saving…">
          Save
        </Button>
        <Button variant="outline" size="small" onClick={onDone} disabled={save.pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
