'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { agendaApi } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import type { AgendaKind } from '@/lib/meetings/messages';
import { serverRendered } from '@/lib/ui/lazy-component';
import { useQuickAdd } from '@/lib/ui/use-quick-add';
import { PlusIcon } from './meeting-icons';

// The rows (drag and keyboard reordering, inline edit, delete: ~3 kB gzip) paint from the server and
// hydrate when their chunk arrives, after the page: outside the meeting's first load (decision 0020).
// The add input below stays in the page, so text typed as soon as it shows is never lost.
const AgendaList = serverRendered(() => import('./meeting-islands').then((m) => m.AgendaList));

const WORDS = {
  goal: { one: 'Goal', many: 'Goals', empty: 'No goals yet.', hint: 'What should this meeting achieve?', placeholder: 'Add a goal…' },
  topic: { one: 'Topic', many: 'Topics', empty: 'No topics yet.', hint: 'What will be discussed, in order?', placeholder: 'Add a topic…' },
} as const;

/**
 * A meeting's goals or topics: in order, reorderable by drag or keyboard (saved through
 * `…/goal/order`), edited inline, deleted after a confirmation, added with Enter. Read-only for
 * callers who cannot write in the meeting's workspace.
 */
export function AgendaPanel({ meeting, kind }: { meeting: MeetingDetail; kind: AgendaKind }) {
  const words = WORDS[kind];
  const items = meeting[kind === 'goal' ? 'goals' : 'topics'];
  const canWrite = meeting.can_write;

  return (
    <Card>
      <CardHeader
        title={`${words.many} (${items.length})`}
        description={canWrite && items.length > 1 ? 'Drag the handles, or focus one and use the arrow keys, to reorder.' : undefined}
      />
      <CardBody className="space-y-4">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {words.empty} {canWrite ? words.hint : null}
          </p>
        ) : (
          <AgendaList meeting={meeting} kind={kind} label={words.many} />
        )}
        {canWrite ? <AddAgendaItem meetingId={meeting.id} kind={kind} /> : null}
      </CardBody>
    </Card>
  );
}

/** The "Goal" (or "Topic") input and its "Add goal" button; Enter adds too, and the input stays ready for the next one. */
function AddAgendaItem({ meetingId, kind }: { meetingId: number; kind: AgendaKind }) {
  const words = WORDS[kind];
  const add = useFormMutation({
    schema: () => import('@/lib/contract/meetings').then((m) => (kind === 'goal' ? m.goalBody : m.topicBody)),
    request: (body) => apiFetch(agendaApi(meetingId, kind), { method: 'POST', json: body }),
    errorFallback: MEETING_MSG.update,
    fields: ['title'],
    invalidate: [queryKeys.meeting(meetingId), queryKeys.meetings],
  });

  // Enter empties the field at once and the next one can be typed while this one is saved.
  const quick = useQuickAdd((title) => add.submit({ title }));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    quick.submit();
  }

  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <Field label={words.one} hideLabel errors={add.errors.title} className="min-w-0 flex-1">
        <Input value={quick.text} maxLength={300} placeholder={words.placeholder} onChange={(e) => quick.setText(e.target.value)} />
      </Field>
      {/* Never disabled while saving: Enter must keep adding (a form with a disabled submit button ignores it). */}
      <Button type="submit" variant="outline" icon={<PlusIcon />}>
        {`Add ${kind}`}
      </Button>
    </form>
  );
}
