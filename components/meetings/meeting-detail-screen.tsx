'use client';

import { RecordHistory } from '@/components/activity/lazy-activity-feed';
import { ListFeedback } from '@/components/companies/list-feedback';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { meetingsHref } from '@/lib/meetings/meeting-paths';
import { useShareReferrerError } from '@/lib/redirect/use-share-referrer-error';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { isMeetingGone, useMeeting } from '@/lib/meetings/use-meeting-queries';
import { AgendaPanel } from './agenda-panel';
import { goneDescription } from '@/components/workspace-content/gone-state';
import { serverRendered } from '@/lib/ui/lazy-component';

// Everything but the agenda's add inputs paints from the server and hydrates when its chunk arrives,
// after the page, outside the first load (decision 0020): the header's actions (share, follow,
// clone, copy, edit, delete), the facts with the calendar sync, the tasks (checkboxes, the add-task
// form) and the discussions (the composer with mentions). A click on them before then is held and
// given back (decision 0040). Their props are the meeting the query holds, the same object until it
// changes, and strings.
const MeetingHeader = serverRendered(() => import('./meeting-islands').then((m) => m.MeetingHeader));
const MeetingSummaryCard = serverRendered(() => import('./meeting-islands').then((m) => m.MeetingSummaryCard));
const MeetingTasksPanel = serverRendered(() => import('./meeting-islands').then((m) => m.MeetingTasksPanel));
const MeetingDiscussions = serverRendered(() => import('./meeting-islands').then((m) => m.MeetingDiscussions));

type Props = { workspaceId: string; meetingId: number };

/**
 * `/workspace/{id}/meetings/{meetingId}`: the meeting's details and actions, its goals and topics
 * (reorderable), its tasks and its discussions. Everything comes from `GET meetings/{id}` under
 * `queryKeys.meeting(id)`, so meetingUpdated and taskUpdated refresh the page live; when the
 * meeting is deleted elsewhere the page says so.
 */
export function MeetingDetailScreen({ workspaceId, meetingId }: Props) {
  const query = useMeeting(meetingId);
  useErrorToast(query.error, MEETING_MSG.fetch, isMeetingGone);
  const meeting = query.data;
  // Spec §2: opened from a /s/ link and the meeting cannot be read → back to the link page, which explains.
  useShareReferrerError(meeting ? null : query.error, MEETING_MSG.fetch);
  const back = (
    <ButtonLink href={meetingsHref(workspaceId)} variant="outline">
      Back to meetings
    </ButtonLink>
  );

  if (isMeetingGone(query.error)) {
    return (
      <>
        <PageHeader title={meeting?.title ?? 'Meeting'} />
        <EmptyState
          icon={CalendarIcon}
          title={meeting ? MEETING_MSG.gone : 'Meeting not found'}
          description={goneDescription(Boolean(meeting))}
          action={back}
        />
      </>
    );
  }
  if (!meeting) {
    return (
      <>
        <PageHeader title="Meeting" />
        <ListFeedback pending={query.isPending} error={query.error} label="meeting" fallback={MEETING_MSG.fetch} onRetry={query.refetch} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <MeetingHeader meeting={meeting} routeWorkspaceId={workspaceId} />
      <MeetingSummaryCard meeting={meeting} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AgendaPanel meeting={meeting} kind="goal" />
        <AgendaPanel meeting={meeting} kind="topic" />
      </div>
      <MeetingTasksPanel meeting={meeting} />
      <MeetingDiscussions meeting={meeting} />
      <RecordHistory kind="meetings" record={meeting} />
    </div>
  );
}
