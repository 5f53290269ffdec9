'use client';

import type { ReactNode } from 'react';
import { QueryState, failureText } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, LayersIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { isApiError } from '@/lib/api/api-error';
import type { MeetingWhen } from '@/lib/meetings/meeting-url-state';
import type { useMeetingsList } from '@/lib/meetings/use-meeting-queries';
import { MEETINGS_FETCH_ERROR } from '@/lib/meetings/meetings-fetch-error';
import { MeetingRow } from './meeting-row';
import { NoMatchState } from '@/components/workspace-content/no-match-state';

type Props = {
  list: ReturnType<typeof useMeetingsList>;
  when: MeetingWhen;
  filtered: boolean;
  onClearFilters: () => void;
  onShowAll: () => void;
  onPage: (page: number) => void;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  showWorkspace: boolean;
  now: number;
  /** The "New meeting" button for the empty state (null when the caller may not create here). */
  createAction: ReactNode;
};

const EMPTY: Record<MeetingWhen, { title: string; description: string }> = {
  upcoming: { title: 'No upcoming meetings', description: 'Plan one with its goals and topics, and invite the people who should be there.' },
  past: { title: 'No past meetings', description: 'Meetings show here once they are over.' },
  all: { title: 'No meetings yet', description: 'Meetings gather attendees around goals, topics and the tasks that come out of them.' },
};

/** The paged meetings with loading, failure, "none yet" (per upcoming/past/all) and "none match" states. */
export function MeetingList({ list, when, filtered, onClearFilters, onShowAll, onPage, hrefFor, onOpen, showWorkspace, now, createAction }: Props) {
  if (list.isError && !list.data && isApiError(list.error) && list.error.status === 404) {
    return <EmptyState icon={LayersIcon} title="Workspace not found" description="It does not exist, or none of your teams is part of it." />;
  }
  const none = EMPTY[when];
  const empty = filtered ? (
    <NoMatchState title="No meetings match" description="Try other filters, or clear them to see every meeting." onClear={onClearFilters} link />
  ) : (
    <EmptyState
      icon={CalendarIcon}
      title={none.title}
      description={none.description}
      action={
        when === 'past' ? (
          <button type="button" className="text-sm font-medium text-primary underline" onClick={onShowAll}>
            Show all meetings
          </button>
        ) : (
          createAction
        )
      }
    />
  );
  return (
    <QueryState
      data={list.data}
      pending={list.isPending}
      failed={list.error ? failureText(list.error, MEETINGS_FETCH_ERROR) : null}
      onRetry={list.refetch}
      label="meetings"
      isEmpty={(page) => page.data.length === 0}
      empty={empty}
    >
      {({ data, meta }) => (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-card border border-border bg-surface" aria-busy={list.isFetching || undefined}>
            <ul aria-label="Meetings" className="divide-y divide-border">
              {data.map((meeting) => (
                <MeetingRow key={meeting.id} meeting={meeting} href={hrefFor(meeting.id)} onOpen={onOpen} showWorkspace={showWorkspace} now={now} />
              ))}
            </ul>
          </div>
          <Pager meta={meta} onPage={onPage} noun={['meeting', 'meetings']} busy={list.isFetching} />
        </div>
      )}
    </QueryState>
  );
}
