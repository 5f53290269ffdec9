'use client';

import { AlertTriangleIcon } from '@/components/ui/icons';
import type { MemberUser } from '@/lib/contract/teams';
import { summariseBusy } from '@/lib/meetings/busy-times';
import type { BusyPerson } from '@/lib/meetings/busy-times';
import { useBusyTimes, useCurrentUserId } from '@/lib/meetings/use-busy-times';
import { personName } from '@/lib/people/person-name';

type Props = {
  workspaceId: number | null;
  date: string;
  start: string;
  end: string;
  /** The planner's (browser's) zone: the inputs' times are in it. */
  tz: string;
  attendeeIds: readonly number[];
  /** The workspace's people (names, and who may be asked about). */
  members: readonly MemberUser[];
  /** The meeting's organiser when editing (their calendar counts too). */
  organiserId?: number | null;
};

/**
 * Under the attendees: when the chosen people are busy that day in their Google Calendars, and a
 * warning when the chosen start–end overlaps one of those blocks. Only people of the workspace are
 * asked (the attendees, the organiser and the planner); advice only, it never blocks saving.
 */
export function BusyTimesHint({ workspaceId, date, start, end, tz, attendeeIds, members, organiserId }: Props) {
  const me = useCurrentUserId();
  const memberIds = new Set(members.map((m) => m.id));
  const extra = [me, organiserId].filter((id): id is number => typeof id === 'number' && memberIds.has(id));
  const ids = attendeeIds.length > 0 ? [...attendeeIds, ...extra] : [];
  const busy = useBusyTimes({ workspaceId, date, timeZone: tz, userIds: ids });
  if (ids.length === 0 || !busy.data || busy.data.length === 0) return null;

  const names = new Map(members.map((m) => [m.id, personName(m)]));
  const nameOf = (id: number) => (id === me ? 'You' : (names.get(id) ?? 'Someone'));
  const summary = summariseBusy({ entries: busy.data, nameOf, date, start, end, tz });
  return <BusyTimesView {...summary} />;
}

const clashText = (p: BusyPerson) => `Clashes with ${p.name === 'You' ? 'your' : `${p.name}'s`} calendar (${p.clashes.map((r) => r.text).join(', ')})`;

/** The hint itself: clashes first, then each connected person's day, then who could not be asked. */
export function BusyTimesView({ busy, notConnected, unavailable }: ReturnType<typeof summariseBusy>) {
  const clashing = busy.filter((p) => p.clashes.length > 0);
  return (
    <div aria-live="polite" className="space-y-1 text-xs text-muted-foreground">
      <p className="font-medium">Google Calendar</p>
      {clashing.map((p) => (
        <p key={`clash-${p.userId}`} className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-200">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{clashText(p)}</span>
        </p>
      ))}
      {busy.length > 0 ? (
        <ul aria-label="Busy times in Google Calendar" className="space-y-0.5">
          {busy.map((p) => (
            <li key={p.userId} className="[overflow-wrap:anywhere]">
              {`${p.name}: ${p.ranges.length ? `busy ${p.ranges.map((r) => r.text).join(', ')}` : 'free all day'}`}
            </li>
          ))}
        </ul>
      ) : null}
      {notConnected.length ? <p>{`Not connected: ${notConnected.join(', ')}`}</p> : null}
      {unavailable.length ? <p>{`Google did not answer for: ${unavailable.join(', ')}`}</p> : null}
    </div>
  );
}
