'use client';

import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { Card, CardBody } from '@/components/ui/card';
import { queryKeys } from '@/lib/api/query-keys';
import type { MeetingDetail } from '@/lib/contract/meetings';

/** The meeting's discussions in their card; refreshed through the meeting's query. Its own chunk (MeetingDetailScreen). */
export function MeetingDiscussions({ meeting }: { meeting: MeetingDetail }) {
  return (
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
  );
}
