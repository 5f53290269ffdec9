'use client';

import { RecordHistory } from '@/components/activity/lazy-activity-feed';
import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { ListFeedback } from '@/components/companies/list-feedback';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { meetingsHref } from '@/lib/meetings/meeting-paths';
import { useShareReferrerError } from '@/lib/redirect/use-share-referrer-error';
import { MEETING_MSG } from '@/lib/meetings/messages';
import { isMeetingGone, useMeeting } from '@/lib/meetings/use-meeting-queries';
import { AgendaPanel } from './agenda-panel';
import { MeetingCalendar } from './meeting-calendar';
import { MeetingFacts } from './meeting-facts';
import { MeetingHeader } from './meeting-header';
import { MeetingTasksPanel } from './meeting-tasks-panel';
import { goneDescription } from '@/components/workspace-content/gone-state';

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
      <Card>
        <CardBody className="space-y-4">
          <MeetingFacts meeting={meeting} />
          {meeting.description ? <p className="border-t border-border pt-4 text-sm whitespace-pre-line text-foreground">{meeting.description}</p> : null}
          <MeetingCalendar meeting={meeting} />
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <AgendaPanel meeting={meeting} kind="goal" />
        <AgendaPanel meeting={meeting} kind="topic" />
      </div>
      <MeetingTasksPanel meeting={meeting} />
      <Card>
        <CardBody>
          <DiscussionPanel
            headingLevel={2}
            subject={{ kind: 'meeting', id: meeting.id }}
            discussions={meeting.discussions}
            invalidateKey={queryKeys.meeting(meeting.id)}
          />
        </CardBody>
      </Card>
      <RecordHistory kind="meetings" record={meeting} />
    </div>
  );
}
