'use client';

import { cn } from '@/components/ui/cn';
import type { Meeting } from '@/lib/contract/meetings';
import { meetingTimes } from '@/lib/meetings/meeting-time';
import { useViewerTimeZone } from '@/lib/meetings/use-viewer-time-zone';

type Props = { meeting: Pick<Meeting, 'starts_at' | 'ends_at' | 'time_zone'>; className?: string; plannerClassName?: string };

/**
 * The meeting's time in the viewer's zone (with its abbreviation) and, when the planner's zone
 * differs, in that zone too. Rendered once the browser's zone is known (a placeholder before).
 */
export function MeetingTimeText({ meeting, className, plannerClassName }: Props) {
  const tz = useViewerTimeZone();
  if (!tz) return <span className={cn('inline-block h-4 w-48 animate-pulse rounded bg-muted', className)} aria-hidden="true" />;
  const times = meetingTimes(meeting, tz);
  return (
    <>
      <time dateTime={meeting.starts_at} className={className}>
        {times.viewer}
      </time>
      {times.planner ? <span className={cn('block text-xs text-muted-foreground', plannerClassName)}>Planned as {times.planner}</span> : null}
    </>
  );
}
