'use client';

import { Button, buttonClasses } from '@/components/ui/button';
import { AlertCircleIcon, CalendarIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { apiUrl } from '@/lib/api/api-fetch';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import type { Meeting } from '@/lib/contract/meetings';
import { meetingIcsApi } from '@/lib/meetings/meeting-paths';
import { useMeetingCalendarSync } from '@/lib/meetings/use-calendar-sync';
import { personName } from '@/lib/people/person-name';

/**
 * The meeting in calendars: its Google Calendar entries (one per calendar that holds it; hidden
 * when none does) with a Retry after a failure for those who may change the meeting, and the
 * meeting as an .ics file for any other calendar (downloaded through the BFF).
 */
export function MeetingCalendar({ meeting }: { meeting: Pick<Meeting, 'id' | 'can_write'> }) {
  const { sync, retry } = useMeetingCalendarSync(meeting.id);
  return (
    <div className="space-y-3 border-t border-border pt-4">
      {sync.data && sync.data.length > 0 ? (
        <CalendarSyncList entries={sync.data} canRetry={meeting.can_write} retrying={retry.isPending} onRetry={() => void retry.run()} />
      ) : null}
      <a href={apiUrl(meetingIcsApi(meeting.id))} download className={buttonClasses({ variant: 'outline', size: 'small' })}>
        <CalendarIcon className="size-4" aria-hidden="true" />
        Add to calendar (.ics)
      </a>
    </div>
  );
}

type ListProps = { entries: readonly MeetingCalendarSync[]; canRetry: boolean; retrying: boolean; onRetry: () => void };

/** "Google Calendar": who holds the meeting and how its sync stands (synced, waiting, failed with why). */
export function CalendarSyncList({ entries, canRetry, retrying, onRetry }: ListProps) {
  const failed = entries.some((e) => e.state === 'failed');
  return (
    <section aria-labelledby="meeting-google-calendar" className="space-y-2">
      <h2 id="meeting-google-calendar" className="text-sm font-medium text-muted-foreground">
        Google Calendar
      </h2>
      <ul className="space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.user.id} className="flex flex-wrap items-start gap-x-2 gap-y-0.5">
            <SyncState entry={entry} />
            <span className="text-muted-foreground">
              {personName(entry.user)}
              {entry.role === 'organiser' ? ' (organiser)' : ''}
            </span>
          </li>
        ))}
      </ul>
      {failed && canRetry ? (
        <Button variant="outline" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      ) : null}
    </section>
  );
}

function SyncState({ entry }: { entry: MeetingCalendarSync }) {
  if (entry.state === 'synced') {
    return (
      <span className="inline-flex items-center gap-1.5 text-foreground">
        <CheckCircleIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
        Synced to Google Calendar
      </span>
    );
  }
  if (entry.state === 'pending') {
    return (
      <span className="inline-flex items-center gap-1.5 text-foreground">
        <Spinner className="size-4 text-muted-foreground" />
        Waiting to sync…
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-0 items-start gap-1.5 text-danger">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="[overflow-wrap:anywhere]">{entry.error ? `Sync failed: ${entry.error}` : 'Sync failed'}</span>
    </span>
  );
}
