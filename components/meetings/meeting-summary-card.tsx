'use client';

import { Card, CardBody } from '@/components/ui/card';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { MeetingCalendar } from './meeting-calendar';
import { MeetingFacts } from './meeting-facts';

/** When, where, who and what about, the description, and the meeting in calendars. Its own chunk (MeetingDetailScreen). */
export function MeetingSummaryCard({ meeting }: { meeting: MeetingDetail }) {
  return (
    <Card>
      <CardBody className="space-y-4">
        <MeetingFacts meeting={meeting} />
        {meeting.description ? <p className="border-t border-border pt-4 text-sm whitespace-pre-line text-foreground">{meeting.description}</p> : null}
        <MeetingCalendar meeting={meeting} />
      </CardBody>
    </Card>
  );
}
