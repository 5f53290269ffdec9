'use client';

import { ListFeedback } from '@/components/companies/list-feedback';
import { ShareButton } from '@/components/share/share-button';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CalendarIcon } from '@/components/ui/icons';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { meetingHref } from '@/lib/meetings/meeting-paths';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { isMeetingGone, useMeeting } from '@/lib/meetings/use-meeting-queries';
import { MeetingFacts } from './meeting-facts';
import { GoneState } from '@/components/workspace-content/gone-state';

type Props = { meetingId: number | null; onClose: () => void };

/**
 * The summary of `?meetingId=` on the list (shareable; closing drops the parameter): when, where,
 * who, the agenda at a glance, and "Open meeting" for the full page. It follows live updates and
 * says so when the meeting disappears while open.
 */
export function MeetingSummaryDialog({ meetingId, onClose }: Props) {
  const query = useMeeting(meetingId);
  useErrorToast(query.error, MEETING_MSG.fetch, isMeetingGone);
  const meeting = query.data;
  const gone = isMeetingGone(query.error);

  return (
    <Dialog
      open={meetingId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={gone || !meeting ? 'Meeting' : meeting.title}
      size="lg"
      footer={
        meeting && !gone ? (
          <>
            <ShareButton type="meeting" id={meeting.id} size="base" />
            <ButtonLink href={meetingHref(meeting.workspace_id, meeting.id)}>Open meeting</ButtonLink>
          </>
        ) : undefined
      }
    >
      {gone ? (
        <GoneState icon={CalendarIcon} seen={Boolean(meeting)} goneTitle={MEETING_MSG.gone} notFoundTitle="Meeting not found" />
      ) : meeting ? (
        <SummaryBody meeting={meeting} />
      ) : (
        <ListFeedback pending={query.isPending} error={query.error} label="meeting" fallback={MEETING_MSG.fetch} onRetry={query.refetch} />
      )}
    </Dialog>
  );
}

function SummaryBody({ meeting }: { meeting: MeetingDetail }) {
  const open = meeting.tasks.filter((t) => !t.completed).length;
  return (
    <div className="space-y-5 pb-2">
      <MeetingFacts meeting={meeting} />
      {meeting.description ? <p className="text-sm whitespace-pre-line text-foreground">{meeting.description}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <AgendaPreview title="Goals" items={meeting.goals.map((g) => g.title)} />
        <AgendaPreview title="Topics" items={meeting.topics.map((t) => t.title)} />
      </div>
      <p className="text-sm text-muted-foreground">
        {meeting.tasks.length === 0 ? 'No tasks yet.' : `${meeting.tasks.length} ${meeting.tasks.length === 1 ? 'task' : 'tasks'}, ${open} open.`}{' '}
        {meeting.discussions.length ? `${meeting.discussions.length} ${meeting.discussions.length === 1 ? 'discussion' : 'discussions'}.` : ''}
      </p>
    </div>
  );
}

const PREVIEW = 5;

function AgendaPreview({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-foreground">
        {title} <span className="font-normal text-muted-foreground">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ol className="list-decimal space-y-0.5 pl-5 text-sm text-foreground">
          {items.slice(0, PREVIEW).map((t, i) => (
            <li key={i} className="truncate">
              {t}
            </li>
          ))}
          {items.length > PREVIEW ? <li className="list-none text-muted-foreground">and {items.length - PREVIEW} more</li> : null}
        </ol>
      )}
    </section>
  );
}
