'use client';

import { AvatarStack } from '@/components/tasks/person-avatars';
import { cn } from '@/components/ui/cn';
import { RowLink } from '@/components/workspace-content/list-screen';
import type { Meeting } from '@/lib/contract/meetings';
import { countOf } from '@/lib/ui/plural';
import { dayTile, isOver } from '@/lib/meetings/meeting-time';
import { useViewerTimeZone } from '@/lib/meetings/use-viewer-time-zone';
import { MeetingTimeText } from './meeting-time-text';
import { MapPinIcon } from '@/components/ui/icons';

type Props = { meeting: Meeting; href: string; onOpen: (id: number) => void; showWorkspace: boolean; now: number };

/** "3 goals · 2 topics · 1 task" (empty parts left out). */
export const agendaCounts = (m: Pick<Meeting, 'goals_count' | 'topics_count' | 'tasks_count'>) =>
  [m.goals_count && countOf(m.goals_count, 'goal'), m.topics_count && countOf(m.topics_count, 'topic'), m.tasks_count && countOf(m.tasks_count, 'task')]
    .filter(Boolean)
    .join(' · ');

/**
 * One meeting: a day tile, the title (a real link to its summary, opened in place), the time in
 * the viewer's zone (and the planner's), location, workspace for `all`, attendees and counts.
 */
export function MeetingRow({ meeting, href, onOpen, showWorkspace, now }: Props) {
  const tz = useViewerTimeZone();
  const tile = tz ? dayTile(meeting.starts_at, tz) : null;
  const over = isOver(meeting, now);
  const counts = agendaCounts(meeting);
  return (
    <li className="relative flex gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 sm:gap-4">
      <div
        aria-hidden="true"
        className={cn(
          'flex w-12 shrink-0 flex-col items-center rounded-control border py-1',
          over ? 'border-border bg-muted text-muted-foreground' : 'border-primary/30 bg-primary-soft text-primary',
        )}
      >
        <span className="text-[0.65rem] font-semibold tracking-wide">{tile?.month ?? '\u00a0'}</span>
        <span className="text-lg leading-6 font-semibold">{tile?.day ?? '\u00a0'}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <RowLink href={href} onOpen={() => onOpen(meeting.id)} focus="underline" className="min-w-0 truncate text-sm text-foreground">
            {meeting.title}
          </RowLink>
          {over ? <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Past</span> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <MeetingTimeText meeting={meeting} />
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {meeting.location ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPinIcon className="size-3.5 shrink-0" />
              <span className="truncate">{meeting.location}</span>
            </span>
          ) : null}
          {showWorkspace ? <span className="truncate">{meeting.workspace_name}</span> : null}
          {counts ? <span>{counts}</span> : null}
        </p>
      </div>
      <span className="shrink-0 self-center">
        <AvatarStack users={meeting.attendees} label="Attendees:" />
      </span>
    </li>
  );
}
