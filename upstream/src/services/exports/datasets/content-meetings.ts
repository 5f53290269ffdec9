import { and, asc, gt } from 'drizzle-orm';
import type { Meeting } from '@/lib/contract/meetings';
import { meetingListQuery } from '@/lib/contract/meetings';
import { meetings } from '../../../db/schema';
import { presentMeetings } from '../../meetings/present-meetings';
import { meetingFilters } from '../../meetings/read-meetings';
import type { WorkspaceScope } from '../export-dataset';
import { defineDataset, joined, person } from '../export-dataset';

/**
 * `workspaces/{id}/exports/meetings`: the workspace's meetings list with its own filters (the path's workspace
 * is `workspace_ids`; paging and `sort` are accepted and ignored).
 */
export const meetingsExport = defineDataset({
  name: 'meetings',
  title: 'meetings',
  ability: 'meetings',
  query: meetingListQuery,
  columns: [
    { header: 'Meeting', value: (m: Meeting) => m.title },
    { header: 'Starts', value: (m: Meeting) => m.starts_at },
    { header: 'Ends', value: (m: Meeting) => m.ends_at },
    { header: 'Time zone', value: (m: Meeting) => m.time_zone },
    { header: 'Location', value: (m: Meeting) => m.location },
    { header: 'Retailer', value: (m: Meeting) => m.retailer_name },
    { header: 'Brand', value: (m: Meeting) => m.brand_name },
    { header: 'Product', value: (m: Meeting) => m.product_name },
    { header: 'Attendees', value: (m: Meeting) => joined(m.attendees.map(person).filter((n): n is string => Boolean(n))) },
    { header: 'Tasks', value: (m: Meeting) => m.tasks_count, kind: 'number' },
    { header: 'Description', value: (m: Meeting) => m.description },
    { header: 'Created by', value: (m: Meeting) => person(m.created_by) },
  ],
  read: async ({ db, viewer, now }: WorkspaceScope, q, afterId, limit) => {
    const rows = await db
      .select()
      .from(meetings)
      .where(and(meetingFilters(db, [viewer.ws.id], q, now), gt(meetings.id, afterId)))
      .orderBy(asc(meetings.id))
      .limit(limit);
    return presentMeetings(db, viewer.userId, rows);
  },
});
